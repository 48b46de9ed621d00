import { addRichTextHooks, RICH_TEXT_CONFIG } from '@client-portal/contract/rich-text-policy';
import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/** DOMPurify over a jsdom window, made once: client reads and sign-ins never load jsdom. */
function getPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createPurifier }, { JSDOM }]) => {
    const instance = createPurifier(new JSDOM('').window);
    addRichTextHooks(instance);
    return instance;
  });
  return purifier;
}

/** Starts loading the sanitiser, once; nothing waits for it. */
export function warmRichTextSanitiser(): void {
  void getPurifier().catch(() => {
    purifier = undefined;
  });
}

/**
 * What staff write (ticket descriptions, updates, notes) is stored as the client screens would show it: sanitised
 * with their policy (packages/contract/src/rich-text-policy.ts). The screens sanitise again before display.
 */
export async function sanitiseRichText(html: string): Promise<string> {
  return (await getPurifier()).sanitize(html, RICH_TEXT_CONFIG);
}

/** The visible text of some HTML: whether a sanitised description or note says anything at all. */
export const hasVisibleText = (html: string): boolean =>
  /\S/.test(html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ')) || /<img\s/i.test(html);
