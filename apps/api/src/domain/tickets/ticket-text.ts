import { hasVisibleText } from '@client-portal/contract';
import { badRequest } from '../../lib/app-error.js';
import { sanitiseRichText } from '../../lib/rich-text.js';

/** Rich text as it will be stored; refused (naming the field) when nothing visible is left. */
export function storableRichText(field: string, html: string): string {
  const clean = sanitiseRichText(html);
  if (!hasVisibleText(clean)) throw badRequest(`${field}: must have some text`);
  return clean;
}
