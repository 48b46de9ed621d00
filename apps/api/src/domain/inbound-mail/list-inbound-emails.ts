import { isStaffRole, type InboundEmailList, type InboundEmailState } from '@client-portal/contract';
import type { Db } from '../../db/database.js';

const LIST_LIMIT = 200;

/** "Email to sort" and the other lists of what was read from the mailbox: newest first, with each sender's projects. */
export async function listInboundEmails(db: Db, state: InboundEmailState): Promise<InboundEmailList> {
  const rows = await db
    .selectFrom('inbound_emails as e')
    .leftJoin('users as u', 'u.email', 'e.from_address')
    .leftJoin('tickets as t', 't.ticket_guid', 'e.ticket_guid')
    .select([
      'e.inbound_guid',
      'e.from_address',
      'e.from_name',
      'e.subject',
      'e.preview',
      'e.received_at',
      'e.state',
      'e.reason',
      'e.ticket_guid',
      't.ticket_id',
      't.name as ticket_name',
      'u.user_guid',
      'u.first_name',
      'u.last_name',
      'u.role',
      'u.disabled_at',
    ])
    .select((eb) => eb('e.raw', 'is not', null).as('kept'))
    .where('e.state', '=', state)
    .orderBy('e.received_at', 'desc')
    .orderBy('e.inbound_guid')
    .limit(LIST_LIMIT)
    .execute();
  const senders = [...new Set(rows.map((row) => row.user_guid).filter((guid): guid is string => Boolean(guid)))];
  const projects = senders.length
    ? await db
        .selectFrom('project_users as pu')
        .innerJoin('projects as p', 'p.project_guid', 'pu.project_guid')
        .select(['pu.user_guid', 'p.project_guid', 'p.name'])
        .where('pu.user_guid', 'in', senders)
        .orderBy('p.name')
        .execute()
    : [];
  const { count } = await db
    .selectFrom('inbound_emails')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('state', '=', 'to-sort')
    .executeTakeFirstOrThrow();
  return {
    toSort: Number(count),
    emails: rows.map((row) => ({
      inboundGuid: row.inbound_guid,
      fromAddress: row.from_address,
      fromName: row.from_name,
      subject: row.subject,
      preview: row.preview,
      receivedAt: row.received_at,
      state: row.state,
      reason: row.reason,
      ticket:
        row.ticket_guid && row.ticket_id !== null && row.ticket_name !== null
          ? { ticketGuid: row.ticket_guid, ticketId: Number(row.ticket_id), name: row.ticket_name }
          : null,
      sender: row.user_guid
        ? {
            userGuid: row.user_guid,
            name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.from_address,
            isStaff: isStaffRole(row.role!),
            disabled: row.disabled_at !== null,
            projects: projects
              .filter((project) => project.user_guid === row.user_guid)
              .map((project) => ({ projectGuid: project.project_guid, name: project.name })),
          }
        : null,
      canOpenTicket: Boolean(row.kept),
    })),
  };
}
