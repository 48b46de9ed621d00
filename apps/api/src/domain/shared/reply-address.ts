import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

/** 80 random bits in lower-case letters and digits: unguessable, and unchanged by mail systems that lower-case. */
export const newReplyToken = (): string => randomBytes(16).toString('hex').slice(0, 20);

/** The address for a tag (`t-<token>`, `p-<code>`): REPLY_ADDRESS with its {tag} filled in. */
export const replyAddress = (template: string, tag: string): string => template.replace('{tag}', tag);

/**
 * The tag of an address written to the reply address's pattern (support+t-abc@example.com → t-abc), or undefined
 * for any other address. Case does not matter: mail systems may change it.
 */
export function tagOf(template: string, address: string): string | undefined {
  const [before, after] = template.toLowerCase().split('{tag}') as [string, string];
  const lower = address.trim().toLowerCase();
  if (!lower.startsWith(before) || !lower.endsWith(after) || lower.length <= before.length + after.length) {
    return undefined;
  }
  return lower.slice(before.length, lower.length - after.length);
}

/** The ticket's reply token; a ticket made before tokens existed gets one now (the first writer's stays). */
export async function replyTokenOf(db: Db, ticketGuid: string): Promise<string | undefined> {
  const read = () =>
    db.selectFrom('tickets').select('reply_token').where('ticket_guid', '=', ticketGuid).executeTakeFirst();
  const row = await read();
  if (!row || row.reply_token) return row?.reply_token ?? undefined;
  await db
    .updateTable('tickets')
    .set({ reply_token: newReplyToken() })
    .where('ticket_guid', '=', ticketGuid)
    .where('reply_token', 'is', null)
    .execute();
  return (await read())?.reply_token ?? undefined;
}
