import type { BusinessHours, HelpdeskSettings, ResponseTargets, TicketDue } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { addWorkingMinutes, workingMinutesBetween } from './business-time.js';
import { readHelpdeskSettings } from './read-helpdesk-settings.js';

/** A target is at risk once this share of its working time has passed. */
const AT_RISK_SHARE = 0.75;
const OPEN = ['new', 'in-progress', 'awaiting-customer'] as const;

type Scope = { ticketGuids: readonly string[] } | { projectGuid: string } | { open: true };

interface TicketClock {
  status: string;
  created_date_time: string;
  first_response_at: string | null;
  paused_since: string | null;
  paused_minutes: number;
  first_response_due_at: string | null;
  resolution_due_at: string | null;
  first_response_breached_at: string | null;
  resolution_breached_at: string | null;
}

/** When each target is due (and at risk), given the ticket's clock; null for a target met, stopped or absent. */
function dueTimes(
  ticket: TicketClock,
  paused: { since: string | null; minutes: number },
  targets: ResponseTargets,
  hours: BusinessHours,
) {
  const isOpen = (OPEN as readonly string[]).includes(ticket.status);
  const created = new Date(ticket.created_date_time);
  const at = (minutes: number | null, isPending: boolean) => {
    if (!isOpen || minutes === null || !isPending) return { pending: false as const };
    if (paused.since) return { pending: true as const, due: null, risk: null };
    const due = addWorkingMinutes(created, minutes + paused.minutes, hours);
    const risk = addWorkingMinutes(created, Math.floor(minutes * AT_RISK_SHARE) + paused.minutes, hours);
    return { pending: true as const, due: due?.toISOString() ?? null, risk: risk?.toISOString() ?? null };
  };
  return {
    firstResponse: at(targets.firstResponseMinutes, ticket.first_response_at === null),
    resolution: at(targets.resolutionMinutes, true),
  };
}

/**
 * Works out again when the tickets in scope are due their first response and their resolution, in the agency's working
 * time, in the caller's transaction; run after every write that may move them (a new ticket, a status, the first
 * public update from staff, new targets or working time). The clock stops while a ticket awaits the customer: the
 * working minutes so spent push its due times back once it moves on. A breach already recorded is kept unless the
 * new due time is ahead (it can then be breached, and alerted, again).
 */
export async function refreshDueTimes(trx: Db, scope: Scope, now = new Date()): Promise<void> {
  const settings: HelpdeskSettings = await readHelpdeskSettings(trx);
  let query = trx
    .selectFrom('tickets as t')
    .innerJoin('projects as p', 'p.project_guid', 't.project_guid')
    .select([
      't.ticket_guid',
      't.status',
      't.created_date_time',
      't.first_response_at',
      't.paused_since',
      't.paused_minutes',
      't.first_response_due_at',
      't.resolution_due_at',
      't.first_response_breached_at',
      't.resolution_breached_at',
      't.due_kind',
      't.due_at',
      't.due_risk_at',
      'p.response_targets',
    ]);
  if ('ticketGuids' in scope) {
    if (scope.ticketGuids.length === 0) return;
    query = query.where('t.ticket_guid', 'in', scope.ticketGuids);
  } else {
    query = query.where('t.status', 'in', OPEN);
    if ('projectGuid' in scope) query = query.where('t.project_guid', '=', scope.projectGuid);
  }
  const tickets = await query.execute();
  const hours = settings.businessHours;
  const nowIso = now.toISOString();
  for (const ticket of tickets) {
    const targets = ticket.response_targets
      ? (JSON.parse(ticket.response_targets) as ResponseTargets)
      : settings.targets;
    // The clock stops while the ticket awaits the customer, and runs again once it moves on.
    const isPaused = ticket.status === 'awaiting-customer';
    const paused = { since: ticket.paused_since, minutes: Number(ticket.paused_minutes) };
    if (isPaused && !paused.since) paused.since = nowIso;
    if (!isPaused && paused.since) {
      paused.minutes += workingMinutesBetween(new Date(paused.since), now, hours);
      paused.since = null;
    }
    const { firstResponse, resolution } = dueTimes(ticket, paused, targets, hours);
    const next = [
      firstResponse.pending ? { kind: 'first-response' as const, ...firstResponse } : undefined,
      resolution.pending ? { kind: 'resolution' as const, ...resolution } : undefined,
    ]
      .filter((due) => due !== undefined)
      .sort((a, b) => (a.due ?? '').localeCompare(b.due ?? ''))[0];
    const firstResponseDue = firstResponse.pending ? firstResponse.due : null;
    const resolutionDue = resolution.pending ? resolution.due : null;
    const keepBreach = (breachedAt: string | null, due: string | null) =>
      breachedAt && (due === null || due <= nowIso) ? breachedAt : null;
    const set = {
      paused_since: paused.since,
      paused_minutes: paused.minutes,
      first_response_due_at: firstResponseDue,
      resolution_due_at: resolutionDue,
      due_kind: next?.kind ?? null,
      due_at: next?.due ?? null,
      due_risk_at: next?.risk ?? null,
      first_response_breached_at: keepBreach(ticket.first_response_breached_at, firstResponseDue),
      resolution_breached_at: keepBreach(ticket.resolution_breached_at, resolutionDue),
    };
    const isSame = (Object.keys(set) as (keyof typeof set)[]).every((key) => String(set[key]) === String(ticket[key]));
    if (isSame) continue;
    await trx.updateTable('tickets').set(set).where('ticket_guid', '=', ticket.ticket_guid).execute();
  }
}

/** A ticket's next target as staff read it: when, and whether it is on track, at risk, breached or stopped. */
export function ticketDue(
  row: { due_kind: 'first-response' | 'resolution' | null; due_at: string | null; due_risk_at: string | null },
  now = new Date(),
): TicketDue {
  if (!row.due_kind) return null;
  if (!row.due_at) return { kind: row.due_kind, dueAt: null, state: 'paused' };
  const at = now.toISOString();
  const state = row.due_at <= at ? 'breached' : row.due_risk_at && row.due_risk_at <= at ? 'at-risk' : 'on-track';
  return { kind: row.due_kind, dueAt: row.due_at, state };
}
