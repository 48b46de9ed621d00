import { addRichTextHooks, replaceEmoji, RICH_TEXT_CONFIG } from '@client-portal/contract/rich-text-policy';
import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  addRichTextHooks(instance);
  // Text nodes only: a shortcode inside a tag or an attribute is left alone.
  instance.addHook('uponSanitizeElement', (node) => {
    if (node.nodeType === Node.TEXT_NODE && node.textContent && node.textContent.includes(':')) {
      node.textContent = replaceEmoji(node.textContent);
    }
  });
  purifier = instance;
  return instance;
}

/** Ticket descriptions, update texts and report fields (spec §5): sanitised HTML with emoji. Idempotent. */
export function renderRichText(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, RICH_TEXT_CONFIG);
}
