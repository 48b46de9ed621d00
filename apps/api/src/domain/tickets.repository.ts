import type { TicketDetail, TicketUpdate, TicketView } from '@client-portal/contract';
import { attachmentsOfTicket } from './attachments/attachments.repository.js';
import type { Db } from '../db/database.js';
import type { AuthUser } from './shared/auth-user.js';

function ticketViewQuery(db: Db) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('projects as p', 'p.project_guid', 't.project_guid')
    .leftJoin('users as u', 'u.user_guid', 't.created_by_user_guid')
    .select([
      't.ticket_id',
      't.ticket_guid',
      't.name',
      't.description',
      't.status',
      'u.first_name as created_by_first_name',
      't.created_date_time',
      't.project_guid',
      'p.name as project_name',
    ]);
}

type TicketViewRow = Awaited<ReturnType<ReturnType<typeof ticketViewQuery>['executeTakeFirstOrThrow']>>;

const toTicketView = (row: TicketViewRow): TicketView => ({
  ticketId: Number(row.ticket_id),
  ticketGuid: row.ticket_guid,
  name: row.name,
  description: row.description,
  status: row.status,
  createdByFirstName: row.created_by_first_name ?? '',
  createdDateTime: row.created_date_time,
  projectGuid: row.project_guid,
  projectName: row.project_name,
});

const projectTicketsQuery = (db: Db, projectGuid: string) =>
  ticketViewQuery(db)
    .where('t.project_guid', '=', projectGuid)
    .orderBy('t.created_date_time', 'desc')
    .orderBy('t.ticket_id', 'desc');

/** A project's tickets, newest first. */
export async function listTicketsForProject(db: Db, projectGuid: string): Promise<TicketView[]> {
  return (await projectTicketsQuery(db, projectGuid).execute()).map(toTicketView);
}

/** Every ticket of every project the user is authorised on, newest first. */
export async function listTicketsForUser(db: Db, userGuid: string): Promise<TicketView[]> {
  const rows = await ticketViewQuery(db)
    .innerJoin('project_users as pu', 'pu.project_guid', 't.project_guid')
    .where('pu.user_guid', '=', userGuid)
    .orderBy('t.created_date_time', 'desc')
    .orderBy('t.ticket_id', 'desc')
    .execute();
  return rows.map(toTicketView);
}

const ticketForUserQuery = (db: Db, ticketGuid: string, userGuid: string) =>
  ticketViewQuery(db)
    .leftJoin('project_users as pu', (join) =>
      join.onRef('pu.project_guid', '=', 't.project_guid').on('pu.user_guid', '=', userGuid),
    )
    .select('pu.user_guid as member')
    .where('t.ticket_guid', '=', ticketGuid);

/** One ticket and whether the caller may see it (a member of its project, or staff), decided with the same read. */
export async function findTicketForUser(
  db: Db,
  ticketGuid: string,
  viewer: AuthUser,
): Promise<{ ticket: TicketView; isVisible: boolean } | undefined> {
  const row = await ticketForUserQuery(db, ticketGuid, viewer.userGuid).executeTakeFirst();
  return row && { ticket: toTicketView(row), isVisible: Boolean(row.member) || viewer.isStaff };
}

const ticketUpdatesQuery = (db: Db, ticketGuid: string) =>
  db
    .selectFrom('ticket_updates as tu')
    .leftJoin('users as u', 'u.user_guid', 'tu.user_guid')
    // Each update's files in the same read: an update with two files comes as two rows.
    .leftJoin('attachments as a', 'a.update_guid', 'tu.update_guid')
    .select(['tu.update_guid', 'u.first_name', 'u.last_name', 'tu.created_date_time', 'tu.update_text'])
    .select(['a.attachment_guid', 'a.file_name', 'a.content_type', 'a.size_bytes'])
    .where('tu.ticket_guid', '=', ticketGuid)
    // Internal notes are for staff: no client answer holds one, nor their files.
    .where('tu.internal', '=', 0)
    .orderBy('tu.created_date_time')
    .orderBy('tu.update_guid')
    .orderBy('a.position')
    .orderBy('a.created_at')
    .orderBy('a.attachment_guid');

/** A ticket's public updates with their files, oldest first: what its clients read. */
export async function listTicketUpdates(db: Db, ticketGuid: string): Promise<TicketUpdate[]> {
  const updates = new Map<string, TicketUpdate>();
  for (const row of await ticketUpdatesQuery(db, ticketGuid).execute()) {
    let update = updates.get(row.update_guid);
    if (!update) {
      update = {
        userFirstName: row.first_name ?? '',
        userLastName: row.last_name ?? '',
        createdDateTime: row.created_date_time,
        updateText: row.update_text,
        attachments: [],
      };
      updates.set(row.update_guid, update);
    }
    if (row.attachment_guid) {
      update.attachments.push({
        attachmentGuid: row.attachment_guid,
        fileName: row.file_name ?? '',
        contentType: row.content_type ?? '',
        sizeBytes: Number(row.size_bytes),
      });
    }
  }
  return [...updates.values()];
}

/** One ticket as its page shows it: the view and the ticket's own files. */
export async function withAttachments(db: Db, ticket: TicketView): Promise<TicketDetail> {
  const files = await attachmentsOfTicket(db, ticket.ticketGuid, { withInternal: false });
  return { ...ticket, attachments: files.get(null) ?? [] };
}
