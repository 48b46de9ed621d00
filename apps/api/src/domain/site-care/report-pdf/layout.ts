import type {} from 'pdfkit';
import { printable } from './charset.js';

/** The page, its fonts and colours, and the pieces every card is drawn with. */

export type Doc = PDFKit.PDFDocument;
export const MARGIN = 50;
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const COLOUR = {
  text: '#212529',
  muted: '#6c757d',
  rule: '#dee2e6',
  brand: '#0d6efd',
  danger: '#b02a37',
  up: '#198754',
  degraded: '#fd7e14',
} as const;
const LABEL_WIDTH = 165;

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
export const ensureSpace = (doc: Doc, height: number) => {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
};
export const style = (doc: Doc, font: string, size: number, colour: string = COLOUR.text) =>
  doc.font(font).fontSize(size).fillColor(colour);
export const rule = (doc: Doc) => {
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(COLOUR.rule)
    .stroke();
  doc.y = y + 8;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Spec §9 dd-MMM-yyyy, in UTC (the server has no viewer's time zone). */
export const formatDay = (iso: string) => {
  const date = new Date(iso);
  return `${String(date.getUTCDate()).padStart(2, '0')}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
};

export function drawSectionTitle(doc: Doc, title: string) {
  doc.y += 14;
  ensureSpace(doc, 60);
  style(doc, BOLD, 13).text(title, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.15);
  rule(doc);
}

export function drawRow(doc: Doc, label: string, drawValue: (x: number, width: number) => void) {
  ensureSpace(doc, 28);
  const top = doc.y;
  let pages = 0;
  const onPage = () => pages++;
  doc.on('pageAdded', onPage);
  style(doc, BOLD, 10.5).text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
  const labelBottom = doc.y;
  const valueX = MARGIN + LABEL_WIDTH;
  if (pages === 0) doc.y = top;
  drawValue(valueX, contentWidth(doc) - LABEL_WIDTH);
  doc.off('pageAdded', onPage);
  doc.y = pages === 0 ? Math.max(labelBottom, doc.y) : doc.y;
  doc.x = MARGIN;
  doc.moveDown(0.45);
}

export const textValue = (doc: Doc, text: string) => (x: number, width: number) =>
  style(doc, REGULAR, 10.5).text(printable(text), x, doc.y, { width });
