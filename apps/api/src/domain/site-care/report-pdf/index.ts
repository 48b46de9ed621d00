export { printable } from './charset.js';
export { reportPdfFileName, writeReportPdf } from './document.js';
