import type { TagUse } from '@client-portal/contract';
import type { Db } from '../../db/database.js';

/** Each ticket's tags, in alphabetical order; a ticket without tags is absent. */
export async function listTagsOf(db: Db, ticketGuids: readonly string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>();
  if (ticketGuids.length === 0) return tags;
  const rows = await db
    .selectFrom('ticket_tags')
    .select(['ticket_guid', 'tag'])
    .where('ticket_guid', 'in', ticketGuids)
    .orderBy('ticket_guid')
    .orderBy('tag')
    .execute();
  for (const row of rows) tags.set(row.ticket_guid, [...(tags.get(row.ticket_guid) ?? []), row.tag]);
  return tags;
}

/** A set of tags as it is kept: each once, in alphabetical order. */
export const tagSet = (tags: Iterable<string>): string[] => [...new Set(tags)].sort();

/** Gives a ticket the tags `after`, where it had `before`: the removed ones go, the new ones are added. */
export async function writeTicketTags(
  db: Db,
  ticketGuid: string,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  const removed = before.filter((tag) => !after.includes(tag));
  const added = after.filter((tag) => !before.includes(tag));
  if (removed.length) {
    await db.deleteFrom('ticket_tags').where('ticket_guid', '=', ticketGuid).where('tag', 'in', removed).execute();
  }
  if (added.length) {
    await db
      .insertInto('ticket_tags')
      .values(added.map((tag) => ({ ticket_guid: ticketGuid, tag })))
      .execute();
  }
}

/** How many tags the suggestions offer at most. */
const TAG_USES_MAX = 500;

/** Every tag in use, with how many tickets carry it: most used first, then alphabetical. */
export async function listTagUses(db: Db): Promise<TagUse[]> {
  const rows = await db
    .selectFrom('ticket_tags')
    .select(['tag', (eb) => eb.fn.countAll<string | number>().as('tickets')])
    .groupBy('tag')
    .orderBy('tickets', 'desc')
    .orderBy('tag')
    .limit(TAG_USES_MAX)
    .execute();
  return rows.map((row) => ({ tag: row.tag, tickets: Number(row.tickets) }));
}
