import { hasVisibleText } from '@client-portal/contract';
import { badRequest } from '../../lib/app-error.js';
import { sanitiseRichText } from '../../lib/rich-text.js';

/**
 * A ticket's description or update as the server stores it, whoever writes it (a route or the import): sanitised with
 * the server's allow-list (lib/rich-text.ts), so it holds nothing the client screens' policy would remove.
 */
export const storedTicketText = (html: string): string => sanitiseRichText(html);

/** Rich text a person writes, as it will be stored; refused (naming the field) when nothing visible is left. */
export function storableRichText(field: string, html: string): string {
  const clean = storedTicketText(html);
  if (!hasVisibleText(clean)) throw badRequest(`${field}: must have some text`);
  return clean;
}
