import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { requireProject } from '../projects/queries.js';
import type { AuthUser } from '../shared/auth-user.js';
import { openTicketFromMessage, storeFiles } from './process-message.js';
import { readMessage } from './read-message.js';

/** An email to sort, as staff act on it; 404 when there is none, 409 once it was sorted. */
async function toSort(db: Db, inboundGuid: string) {
  const email = await db
    .selectFrom('inbound_emails')
    .selectAll()
    .where('inbound_guid', '=', inboundGuid)
    .executeTakeFirst();
  if (!email) throw notFound(`Email ${inboundGuid} not found.`);
  if (email.state !== 'to-sort') throw conflict('This email was sorted already.');
  return email;
}

/** Marks it sorted in `trx`, unless another staff member did first (409, and the transaction is undone). */
async function markSorted(
  trx: Db,
  inboundGuid: string,
  set: { state: 'opened' | 'discarded'; ticket_guid?: string; project_guid?: string; sender_user_guid?: string },
) {
  const result = await trx
    .updateTable('inbound_emails')
    .set(set)
    .where('inbound_guid', '=', inboundGuid)
    .where('state', '=', 'to-sort')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict('This email was sorted already.');
}

/**
 * Staff open a ticket from an email to sort, for its sender, on a project the sender is an authorised client of (a
 * stranger is invited as a client first): the email's subject, text and files, as if the client had opened it; the
 * client is emailed that it was received.
 */
export async function openTicketFromEmail(
  db: Db,
  config: Config,
  staff: AuthUser,
  inboundGuid: string,
  projectGuid: string,
): Promise<string> {
  const email = await toSort(db, inboundGuid);
  if (!email.raw) {
    throw conflict('This email was too large to keep: open it in the mailbox, and open a ticket by hand.');
  }
  await requireProject(db, projectGuid);
  const sender = await db
    .selectFrom('users as u')
    .innerJoin('project_users as pu', 'pu.user_guid', 'u.user_guid')
    .select(['u.user_guid', 'u.disabled_at'])
    .where('u.email', '=', email.from_address)
    .where('u.role', '=', 'client')
    .where('pu.project_guid', '=', projectGuid)
    .executeTakeFirst();
  if (!sender) {
    throw badRequest(
      `projectGuid: ${email.from_address || 'the sender'} is not a client on this project: invite them, or add them to it, first`,
    );
  }
  if (sender.disabled_at) throw conflict('The sender’s account is disabled: enable it first.');
  const message = await readMessage(Buffer.from(email.raw));
  const { stored, note } = await storeFiles(db, config, staff, message.files);
  return openTicketFromMessage(
    db,
    staff,
    message,
    { projectGuid, files: stored, note, senderGuid: sender.user_guid },
    async (trx, ticketGuid) => {
      await markSorted(trx, inboundGuid, {
        state: 'opened',
        ticket_guid: ticketGuid,
        project_guid: projectGuid,
        sender_user_guid: sender.user_guid,
      });
      await recordAudit(trx, {
        actor: staff,
        objectType: 'email',
        objectGuid: inboundGuid,
        action: 'opened as ticket',
        changes: { state: { before: 'to-sort', after: 'opened' }, ticket: { before: null, after: ticketGuid } },
      });
    },
  );
}

/** Staff discard an email to sort: nothing is answered; it stays listed under Discarded. */
export async function discardInboundEmail(db: Db, staff: AuthUser, inboundGuid: string): Promise<void> {
  await toSort(db, inboundGuid);
  await db.transaction().execute(async (trx) => {
    await markSorted(trx, inboundGuid, { state: 'discarded' });
    await recordAudit(trx, {
      actor: staff,
      objectType: 'email',
      objectGuid: inboundGuid,
      action: 'discarded',
      changes: { state: { before: 'to-sort', after: 'discarded' } },
    });
  });
}
