import type { Db } from '../../db/database.js';
import { repeatRounds, type Rounds } from '../../lib/rounds.js';
import { recordAudit } from '../audit/record-audit.js';
import { insertNotifications, wantingKind } from '../notifications/queries.js';

const TARGETS = [
  { target: 'first-response', due: 'first_response_due_at', breached: 'first_response_breached_at' },
  { target: 'resolution', due: 'resolution_due_at', breached: 'resolution_breached_at' },
] as const;
/** Breaches recorded per round at most; the next round takes the rest. */
const ROUND_LIMIT = 200;

/**
 * Records each target a ticket has missed, once: the audit log says so and its assignee (every staff member while it
 * is unassigned) is emailed at once. Any number of processes may run this: the one whose update marks the breach
 * writes the rest in its transaction. Returns how many breaches it recorded.
 */
export async function recordBreaches(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  let recorded = 0;
  for (const { target, due, breached } of TARGETS) {
    const missed = await db
      .selectFrom('tickets as t')
      .innerJoin('projects as p', 'p.project_guid', 't.project_guid')
      .select([
        't.ticket_guid',
        't.ticket_id',
        't.name',
        't.assignee_user_guid',
        `t.${due} as due_at`,
        'p.name as project_name',
      ])
      .where(`t.${due}`, '<=', at)
      .where(`t.${breached}`, 'is', null)
      .limit(ROUND_LIMIT)
      .execute();
    for (const ticket of missed) {
      const dueAt = ticket.due_at!;
      const marked = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('tickets')
          .set({ [breached]: at })
          .where('ticket_guid', '=', ticket.ticket_guid)
          .where(breached, 'is', null)
          .where(due, '=', dueAt)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await recordAudit(trx, {
          actor: null,
          objectType: 'ticket',
          objectGuid: ticket.ticket_guid,
          action: target === 'first-response' ? 'first-response target missed' : 'resolution target missed',
          changes: { dueAt: { before: null, after: dueAt } },
        });
        const staff = wantingKind(trx, 'response-targets').where('u.role', '!=', 'client');
        const recipients = await (
          ticket.assignee_user_guid ? staff.where('u.user_guid', '=', ticket.assignee_user_guid) : staff
        ).execute();
        await insertNotifications(trx, recipients, {
          kind: 'response-targets',
          ticketGuid: null,
          payload: {
            breach: {
              ticketGuid: ticket.ticket_guid,
              ticketId: Number(ticket.ticket_id),
              ticketName: ticket.name,
              projectName: ticket.project_name,
              target,
              dueAt,
            },
          },
          atOnce: true,
        });
        return true;
      });
      if (marked) recorded += 1;
    }
  }
  return recorded;
}

/** Looks for missed targets every `intervalMs` (each process: recordBreaches records each one once). */
export function watchBreaches(db: Db, log: { error(obj: object, msg: string): void }): Rounds {
  return repeatRounds(
    () => recordBreaches(db),
    (error) => log.error({ err: error }, 'response targets: recording breaches failed'),
  );
}
