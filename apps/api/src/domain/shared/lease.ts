import { sql, type Kysely, type Selectable } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Tables of work sent by one process at a time, with their keys: the same lease columns each. */
const KEYS = { notification_batches: 'batch_guid', alert_deliveries: 'delivery_guid' } as const;
type Leased = keyof typeof KEYS;
type LeaseDb = Kysely<{
  leased: { state: string; next_attempt_at: string; lease_until: string | null; attempts: number };
}>;

/**
 * Leases the next due row (pending and due, or sending under a lease that ran out: its process went silent) to this
 * process until `leaseMs` from now, counting the attempt; undefined when none is due. Several processes on
 * PostgreSQL skip each other's rows (`FOR UPDATE SKIP LOCKED`); SQLite has one writer.
 */
export async function leaseDue<T extends Leased>(
  db: Db,
  table: T,
  at: Date,
  leaseMs: number,
): Promise<Selectable<Database[T]> | undefined> {
  const leased = db as unknown as LeaseDb;
  const key = sql.ref(KEYS[table]);
  const now = at.toISOString();
  const next = leased
    .selectFrom(table as unknown as 'leased')
    .select(key.as('key'))
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('state', '=', 'sending'), eb('lease_until', '<=', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(1)
    .$if(isPostgres(db), (qb) => qb.forUpdate().skipLocked());
  const row = await leased
    .updateTable(table as unknown as 'leased')
    .set((eb) => ({
      state: 'sending',
      lease_until: new Date(at.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where(({ eb, selectFrom }) => eb(key, '=', selectFrom(next.as('due')).select('due.key')))
    .returningAll()
    .executeTakeFirst();
  return row as never;
}
