import { richTextBlocks } from '@client-portal/contract';
import { printable } from './charset.js';
import { REGULAR, ensureSpace, style, type Doc } from './layout.js';

/** Paragraphs and bulleted lines of rich text, in a column starting at x. */
export function drawRichText(doc: Doc, html: string, x: number, width: number) {
  style(doc, REGULAR, 10.5);
  const blocks = richTextBlocks(html, { shortcodes: 'drop' });
  blocks.forEach((block, i) => {
    const text = printable(block.text);
    if (!block.bullet) {
      doc.text(text, x, doc.y, { width });
    } else {
      const indent = 14 * (block.depth - 1);
      ensureSpace(doc, doc.currentLineHeight(true));
      const y = doc.y;
      doc.text(printable(block.bullet), x + indent, y, { width: 14, lineBreak: false });
      doc.text(text, x + indent + 14, y, { width: width - indent - 14 });
    }
    if (i < blocks.length - 1) doc.moveDown(block.bullet && blocks[i + 1]!.bullet ? 0.15 : 0.5);
  });
}

export const richValue = (doc: Doc, html: string) => (x: number, width: number) => drawRichText(doc, html, x, width);
