export { printable } from './charset.js';
export {
  reportMonth,
  reportPdfFileName,
  reportTitle,
  writeReportPdf,
  type ReportPdfBranding,
  type ReportPdfInput,
} from './document.js';
