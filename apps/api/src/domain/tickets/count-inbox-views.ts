import type { InboxCounts, InboxView } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { cappedMatches, viewCondition } from './inbox-views.js';

/** How many tickets each view holds (up to the limit), in one statement. */
export async function countInboxViews(db: Db, staffGuid: string): Promise<InboxCounts> {
  const views = ['waiting', 'awaiting', 'mine', 'unassigned', 'all'] as const satisfies readonly InboxView[];
  const row = await db
    .selectNoFrom((outer) =>
      views.map((view) =>
        outer
          .selectFrom(cappedMatches(db, (eb) => viewCondition(eb, view, staffGuid) ?? eb.lit(true)).as('matches'))
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .as(view),
      ),
    )
    .executeTakeFirstOrThrow();
  return Object.fromEntries(views.map((view) => [view, Number(row[view])])) as InboxCounts;
}
