import { isGuid } from '@client-portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Not a ticket: no number (typed, so that PostgreSQL unites the columns). */
const noNumber = sql<number | null>`cast(null as integer)`.as('number');

/** GUIDs looked up at once at most (under every database's limit of bound values). */
const CHUNK = 300;

/** Every GUID a value holds (in lists and objects too), in lower case. */
export function guidsIn(value: unknown, into = new Set<string>()): Set<string> {
  collectGuids(value, into);
  return into;
}

function collectGuids(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (isGuid(value)) into.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const item of value) collectGuids(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectGuids(item, into);
  }
}

/**
 * What each GUID names, in people's words: a person by name (a disabled one too), a project, a ticket by number and
 * title, a file by its name, a dashboard page, a saved reply, a monitor. The history screens show these instead of
 * GUIDs; a GUID that names nothing (long deleted) is left out. One round trip per 300 GUIDs.
 */
export async function nameGuids(db: Db, guids: ReadonlySet<string>): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const all = [...guids];
  for (let start = 0; start < all.length; start += CHUNK) {
    const chunk = all.slice(start, start + CHUNK);
    const rows = await db
      .selectFrom('users')
      .select(['user_guid as guid', sql<string>`trim(first_name || ' ' || last_name)`.as('name'), noNumber])
      .where('user_guid', 'in', chunk)
      .unionAll(
        db.selectFrom('projects').select(['project_guid as guid', 'name', noNumber]).where('project_guid', 'in', chunk),
      )
      .unionAll(
        db
          .selectFrom('tickets')
          .select(['ticket_guid as guid', 'name', sql<number | null>`cast(ticket_id as integer)`.as('number')])
          .where('ticket_guid', 'in', chunk),
      )
      .unionAll(
        db
          .selectFrom('attachments')
          .select(['attachment_guid as guid', 'file_name as name', noNumber])
          .where('attachment_guid', 'in', chunk),
      )
      .unionAll(
        db
          .selectFrom('dashboard_pages')
          .select(['dashboard_page_guid as guid', 'title as name', noNumber])
          .where('dashboard_page_guid', 'in', chunk),
      )
      .unionAll(
        db
          .selectFrom('saved_replies')
          .select(['reply_guid as guid', 'title as name', noNumber])
          .where('reply_guid', 'in', chunk),
      )
      .unionAll(
        db
          .selectFrom('monitors')
          .select(['monitor_guid as guid', sql<string>`coalesce(name, url)`.as('name'), noNumber])
          .where('monitor_guid', 'in', chunk),
      )
      .execute();
    for (const row of rows) {
      // A ticket as its client sees it: "#" and the last five digits of its number (spec), then its title.
      names[row.guid.toLowerCase()] = row.number === null ? row.name : `#${String(row.number).slice(-5)} ${row.name}`;
    }
  }
  return names;
}
