import { INBOX_COUNT_LIMIT, INBOX_PAGE_SIZE, type InboxPage, type InboxQuery } from '@client-portal/contract';
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { pageOffset, pageTotal } from '../shared/paging.js';
import { toPerson } from '../shared/people.js';
import { fts5Query, searchTerms, tsQuery } from '../ticket-search/search-words.js';
import { viewCondition, type TicketsEb } from './inbox-views.js';
import { listTagsOf } from './ticket-tags.js';
import { ticketDue } from '../response-targets/due-times.js';

/**
 * How the words of a search are looked up. Neither database's planner knows how many documents hold the start of a
 * word, so a search first counts its matches in the index of words, up to the inbox's counting limit. Fewer, and the
 * page reads just those tickets (`lookup`); more, and it walks the tickets newest activity first, reading each one's
 * words (`walk`), which stops at the page's fifty instead of gathering and sorting every match.
 */
type WordSearch = {
  terms: string[];
  via: 'lookup' | 'walk';
  /** How many documents hold the words, up to one more than the counting limit. */
  documents: number;
  /** SQLite, a lookup: the tickets holding the words, read once from FTS5 (which merges a start of words' lists). */
  ticketIds?: number[];
};

/** How many documents match a query of the index of words, up to one more than the counting limit. */
async function countDocuments(db: Db, match: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from (select 1 from ticket_search where ${match} limit ${INBOX_COUNT_LIMIT + 1}) as matches`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The index's condition for documents holding a word starting with each term, or (SQLite) each term whole. */
const documentMatch = (db: Db, terms: readonly string[], as: 'start' | 'whole' = 'start') =>
  isPostgres(db)
    ? sql`document @@ to_tsquery('simple', ${tsQuery(terms)})`
    : sql`ticket_search match ${fts5Query(terms, as)}`;

async function planWordSearch(db: Db, q: string): Promise<WordSearch> {
  const terms = searchTerms(q);
  if (terms.length === 0) return { terms, via: 'lookup', documents: 0 };
  // FTS5 reads a whole word's matches as it goes, but merges every word a start of words begins before it counts
  // one: on SQLite, tickets holding the words whole are counted first, and when they are already too many to count,
  // so are the tickets holding words that start so.
  if (isPostgres(db)) {
    const documents = await countDocuments(db, documentMatch(db, terms));
    return { terms, via: documents > INBOX_COUNT_LIMIT ? 'walk' : 'lookup', documents };
  }
  const whole = await countDocuments(db, documentMatch(db, terms, 'whole'));
  if (whole > INBOX_COUNT_LIMIT) return { terms, via: 'walk', documents: whole };
  // The matches are read as they are counted, so the page does not ask FTS5 (and merge the lists) again.
  const rows = await sql<{ rowid: number }>`
    select rowid from ticket_search where ${documentMatch(db, terms)} limit ${INBOX_COUNT_LIMIT + 1}`.execute(db);
  return rows.rows.length > INBOX_COUNT_LIMIT
    ? { terms, via: 'walk', documents: rows.rows.length }
    : { terms, via: 'lookup', documents: rows.rows.length, ticketIds: rows.rows.map((row) => row.rowid) };
}

/** A number (`#01234` or `1234`) searched: the ticket whose number ends so, as clients see it (the last five digits). */
const ticketNumber = (q: string) => /^#?(\d{1,9})$/.exec(q)?.[1];

/**
 * PostgreSQL, a search by words alone that few documents match: the tickets read from those documents, one by one
 * (`lookup`). Given the match as a condition, the planner may instead walk every ticket newest first, testing each
 * document, as it cannot tell how many documents hold the start of a word.
 */
function matchedTickets(db: Db, words: WordSearch | undefined, q: string | undefined) {
  if (!isPostgres(db) || words?.via !== 'lookup' || !words.terms.length || ticketNumber(q ?? '') !== undefined) {
    return undefined;
  }
  return sql<Database['tickets']>`(
    with matches as materialized (select ticket_id from ticket_search where ${documentMatch(db, words.terms)})
    select ticket.* from matches
    cross join lateral (select * from tickets where tickets.ticket_id = matches.ticket_id offset 0) as ticket
  )`.as('t');
}

/** Whether a search filters by its text alone: every ticket, of any status, project, client or assignee. */
const isWordsOnly = (query: InboxQuery) =>
  query.view === 'all' &&
  !query.status &&
  !query.projectGuid &&
  !query.clientGuid &&
  !query.assignee &&
  !query.priority &&
  !query.tag;

/**
 * The text search: a number (`#01234` or `1234`) finds the ticket whose number ends so, as clients see it (the last
 * five digits); and a ticket whose search document (its title, description, replies, internal notes, client and
 * project: domain/ticket-search) has a word starting with each word searched. The document holds internal notes: it
 * is read here, by the staff inbox, and nowhere else.
 */
function searchCondition(eb: TicketsEb, db: Db, q: string, words: WordSearch): Expression<SqlBool> {
  const matches: Expression<SqlBool>[] = [];
  if (words.terms.length) {
    const id = eb.ref('t.ticket_id');
    if (words.via === 'walk' && isPostgres(db)) {
      // Every ticket has its document, so `coalesce` changes no answer; but the planner, which cannot tell how often
      // a test of each ticket's document holds, costs this one as holding for half the tickets rather than as rare,
      // and so walks the view newest first to its page instead of reading the whole view to sort it.
      matches.push(
        sql<SqlBool>`coalesce((select s.document from ticket_search s where s.ticket_id = ${id}) @@ to_tsquery('simple', ${tsQuery(words.terms)}), false)`,
      );
    } else if (words.via === 'walk') {
      // Each word searched starts a word of the text (its words are one space apart, and hold no `%` or `_`).
      const starts = words.terms.map((term) => sql<SqlBool>`' ' || w.words like ${`% ${term}%`}`);
      matches.push(
        sql<SqlBool>`exists (select 1 from ticket_search_words w where w.ticket_id = ${id} and ${sql.join(starts, sql` and `)})`,
      );
    } else if (words.ticketIds) {
      matches.push(sql<SqlBool>`${id} in (select value from json_each(${JSON.stringify(words.ticketIds)}))`);
    } else {
      matches.push(
        sql<SqlBool>`${id} in (select ticket_id from ticket_search where ${documentMatch(db, words.terms)})`,
      );
    }
  }
  const number = ticketNumber(q);
  if (number) {
    const n = Number(number);
    matches.push(eb('t.ticket_id', '=', n));
    if (number.length <= 5) matches.push(eb(eb('t.ticket_id', '%', 100000), '=', n));
  }
  return eb.or(matches);
}

function inboxConditions(
  eb: TicketsEb,
  db: Db,
  query: InboxQuery,
  staffGuid: string,
  words: WordSearch | undefined,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const view = viewCondition(eb, query.view, staffGuid);
  if (view) conditions.push(view);
  if (query.status) conditions.push(eb('t.status', '=', query.status));
  if (query.priority) conditions.push(eb('t.priority', '=', query.priority));
  if (query.projectGuid) conditions.push(eb('t.project_guid', '=', query.projectGuid));
  if (query.tag) {
    conditions.push(
      eb('t.ticket_guid', 'in', eb.selectFrom('ticket_tags').select('ticket_guid').where('tag', '=', query.tag)),
    );
  }
  if (query.clientGuid) {
    conditions.push(
      eb(
        't.project_guid',
        'in',
        eb.selectFrom('project_users').select('project_guid').where('user_guid', '=', query.clientGuid),
      ),
    );
  }
  if (query.assignee === 'none') conditions.push(eb('t.assignee_user_guid', 'is', null));
  else if (query.assignee) {
    conditions.push(eb('t.assignee_user_guid', '=', query.assignee === 'me' ? staffGuid : query.assignee));
  }
  if (query.q && words) conditions.push(searchCondition(eb, db, query.q, words));
  return eb.and(conditions);
}

/** The inbox's order: newest activity first, or (`due`) the soonest due first, tickets without a due time last. */
function inOrder<DB, TB extends keyof DB, O>(
  builder: SelectQueryBuilder<DB, TB, O>,
  query: InboxQuery,
): SelectQueryBuilder<DB, TB, O> {
  return query.sort === 'due'
    ? builder
        .orderBy(sql`t.due_at is null`)
        .orderBy(sql`t.due_at`)
        .orderBy(sql`t.ticket_id`)
    : builder.orderBy(sql`t.last_activity_at`, 'desc').orderBy(sql`t.ticket_id`, 'desc');
}

/**
 * One page of the inbox, newest activity first, with the number of tickets the view and filters hold (up to the
 * counting limit). The page's fifty numbers are chosen first, from the indexes alone (each holds the activity order
 * and the ticket number); only those fifty rows are then read and joined. (As one statement with a subquery, SQLite's
 * planner may join the other way round and walk every ticket.)
 */
export async function listInbox(db: Db, query: InboxQuery, staffGuid: string): Promise<InboxPage> {
  const offset = pageOffset(query.page, INBOX_PAGE_SIZE);
  const words = query.q ? await planWordSearch(db, query.q) : undefined;
  // The tickets searched: those the words match when they are read from the index first (their condition is then
  // met already), or every ticket.
  const matched = matchedTickets(db, words, query.q);
  const tickets = () => (matched ? db.selectFrom(matched) : db.selectFrom('tickets as t'));
  const condition = (eb: TicketsEb) => inboxConditions(eb, db, query, staffGuid, matched ? undefined : words);
  const page = await tickets()
    .select('t.ticket_id')
    .where(condition)
    .$call((builder) => inOrder(builder, query))
    .limit(INBOX_PAGE_SIZE)
    .offset(offset)
    .execute();
  // A search for a rare word reads the tickets once, not twice: its short page gives the total.
  const total = await pageTotal(
    offset,
    page.length,
    INBOX_PAGE_SIZE,
    async () => {
      // Every ticket has one document: when the words alone are the filter, the documents counted are the total.
      if (words && isWordsOnly(query) && ticketNumber(query.q ?? '') === undefined) return words.documents;
      const row = await db
        .selectFrom(
          tickets()
            .select('t.ticket_id')
            .where(condition)
            .limit(INBOX_COUNT_LIMIT + 1)
            .as('matches'),
        )
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    INBOX_COUNT_LIMIT + 1,
  );
  const ids = page.map((row) => row.ticket_id);
  const rows = ids.length
    ? await db
        .selectFrom('tickets as t')
        .innerJoin('projects as p', 'p.project_guid', 't.project_guid')
        .leftJoin('users as c', 'c.user_guid', 't.created_by_user_guid')
        .leftJoin('users as a', 'a.user_guid', 't.assignee_user_guid')
        .select([
          't.ticket_guid',
          't.ticket_id',
          't.name',
          't.status',
          't.priority',
          't.project_guid',
          'p.name as project_name',
          't.created_by_user_guid',
          'c.first_name as c_first',
          'c.last_name as c_last',
          'c.email as c_email',
          't.assignee_user_guid',
          'a.first_name as a_first',
          'a.last_name as a_last',
          'a.email as a_email',
          't.last_activity_at',
          't.version',
          't.due_kind',
          't.due_at',
          't.due_risk_at',
        ])
        .where('t.ticket_id', 'in', ids)
        .$call((builder) => inOrder(builder, query))
        .execute()
    : [];
  const tags = await listTagsOf(
    db,
    rows.map((row) => row.ticket_guid),
  );
  return {
    items: rows.map((row) => ({
      ticketGuid: row.ticket_guid,
      ticketId: Number(row.ticket_id),
      name: row.name,
      status: row.status,
      priority: row.priority,
      tags: tags.get(row.ticket_guid) ?? [],
      projectGuid: row.project_guid,
      projectName: row.project_name,
      createdBy: toPerson(row.created_by_user_guid, {
        first_name: row.c_first,
        last_name: row.c_last,
        email: row.c_email,
      }),
      assignee: toPerson(row.assignee_user_guid, {
        first_name: row.a_first,
        last_name: row.a_last,
        email: row.a_email,
      }),
      lastActivityAt: row.last_activity_at,
      due: ticketDue(row),
      version: Number(row.version),
    })),
    total,
    page: query.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}
