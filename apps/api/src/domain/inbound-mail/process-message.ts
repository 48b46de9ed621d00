import { randomUUID } from 'node:crypto';
import {
  MAX_ATTACHMENTS_PER_MESSAGE,
  TICKET_NAME_MAX,
  formatFileSize,
  isStaffRole,
  projectEmailCode,
} from '@client-portal/contract';
import type { Config } from '../../config.js';
import { isUniqueViolation, type Db } from '../../db/database.js';
import type { InboundEmailsTable, InboundState } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { escapeHtml } from '../../mail/layout.js';
import { storeUpload } from '../attachments/store-upload.js';
import { excerptOf } from '../notifications/payloads.js';
import { insertNotifications } from '../notifications/queries.js';
import type { AuthUser } from '../shared/auth-user.js';
import { tagOf } from '../shared/reply-address.js';
import { insertTicket } from '../tickets/insert-ticket.js';
import { replyToTicket } from '../tickets/reply-to-ticket.js';
import { storableRichText } from '../tickets/ticket-text.js';
import { readMessage, storableText, type InboundMessage, type MailFile } from './read-message.js';

/** Where a message was read: its mailbox, and its UID there. */
export interface MailboxPlace {
  mailbox: string;
  uidValidity: string;
  uid: number;
  size: number;
  /** The server's arrival time. */
  receivedAt: Date;
  /** From the server's envelope: what the list shows of a message too large to read. */
  envelope?: { from?: string; fromName?: string; subject?: string; messageId?: string };
}

export type InboundOutcome = InboundState | 'duplicate';

const PREVIEW_CHARS = 2000;
/** The files left out that an update names, at most. */
const NOTE_FILES = 20;

/** Plain text as the portal's rich text: a paragraph per blank-line block, its lines kept. */
function textAsRichText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** The person a message is from, as the portal knows them. */
async function senderOf(db: Db, address: string) {
  return db
    .selectFrom('users')
    .select(['user_guid', 'email', 'first_name', 'last_name', 'role', 'disabled_at'])
    .where('email', '=', address)
    .executeTakeFirst();
}
type Sender = NonNullable<Awaited<ReturnType<typeof senderOf>>>;

const asAuthUser = (sender: Sender): AuthUser => ({
  userGuid: sender.user_guid,
  email: sender.email,
  firstName: sender.first_name,
  lastName: sender.last_name,
  role: sender.role,
  isStaff: isStaffRole(sender.role),
  ipAddress: 'email',
});

export interface ProcessOptions {
  db: Db;
  config: Config;
  /** REPLY_ADDRESS, MAIL_IN_PER_HOUR, MAIL_IN_MAX_MB. */
  mailIn: NonNullable<Config['mailIn']>;
}

/**
 * Reads one message of the support mailbox and does what it asks, recording it once (by its Message-ID) in the same
 * transaction as what it writes, so a message read twice (delivered twice, or read again after a crash) changes
 * nothing the second time:
 *
 * - a reply to a ticket's reply address by a client of its project, or by staff, is posted on the ticket (as a reply
 *   in the portal would be, status and emails alike);
 * - a new message from a known, enabled client opens a ticket on their project (the project's address, or their one
 *   project), and they get an email saying so;
 * - a machine's message (an automatic answer, a bounce, a list) is kept and never answered;
 * - anything else waits for staff in "Email to sort", with the reason: a stranger, a doubtful sender, a disabled
 *   account, too many messages, a message that cannot be read or is too large.
 */
export async function processMessage(
  options: ProcessOptions,
  place: MailboxPlace,
  raw: Buffer | undefined,
): Promise<InboundOutcome> {
  try {
    return await processOnce(options, place, raw);
  } catch (error) {
    // Never lost, and never in the way of the messages after it: held with what went wrong. (If the database is
    // what failed, this fails too, and the round ends with the message unread, to be read again.)
    const reason = `Could not be processed: ${error instanceof Error ? error.message : String(error)}`;
    await options.db
      .insertInto('inbound_emails')
      .values({
        inbound_guid: randomUUID(),
        message_key: `uid:${place.mailbox}:${place.uidValidity}:${place.uid}`,
        mailbox: place.mailbox,
        uid_validity: place.uidValidity,
        uid: place.uid,
        size_bytes: place.size,
        received_at: place.receivedAt.toISOString(),
        from_address: storableText(place.envelope?.from ?? '')
          .toLowerCase()
          .slice(0, 320),
        from_name: storableText(place.envelope?.fromName ?? '').slice(0, 200),
        subject: storableText(place.envelope?.subject ?? '').slice(0, 1000),
        preview: '',
        created_at: nowIso(),
        state: 'to-sort',
        reason: reason.slice(0, 500),
        ticket_guid: null,
        sender_user_guid: null,
        project_guid: null,
        raw: raw ?? null,
      })
      .onConflict((oc) => oc.column('message_key').doNothing())
      .execute();
    return 'to-sort';
  }
}

async function processOnce(
  options: ProcessOptions,
  place: MailboxPlace,
  raw: Buffer | undefined,
): Promise<InboundOutcome> {
  const { db, config, mailIn } = options;
  const base = {
    mailbox: place.mailbox,
    uid_validity: place.uidValidity,
    uid: place.uid,
    size_bytes: place.size,
    received_at: place.receivedAt.toISOString(),
  };

  /** Records the message (in `trx`, with what it wrote), or finds it recorded already. */
  const record = async (
    trx: Db,
    message: Pick<InboundMessage, 'messageKey' | 'from' | 'subject' | 'text'>,
    state: InboundState,
    reason: string,
    links: Partial<Pick<InboundEmailsTable, 'ticket_guid' | 'sender_user_guid' | 'project_guid'>> = {},
  ) => {
    await trx
      .insertInto('inbound_emails')
      .values({
        ...base,
        inbound_guid: randomUUID(),
        message_key: message.messageKey.slice(0, 1000),
        from_address: (message.from?.address ?? '').slice(0, 320),
        from_name: (message.from?.name ?? '').slice(0, 200),
        subject: message.subject.slice(0, 1000),
        preview: message.text.slice(0, PREVIEW_CHARS),
        created_at: nowIso(),
        state,
        reason: reason.slice(0, 500),
        ticket_guid: links.ticket_guid ?? null,
        sender_user_guid: links.sender_user_guid ?? null,
        project_guid: links.project_guid ?? null,
        raw: state === 'automatic' || raw === undefined ? null : raw,
      })
      .execute();
  };
  /** Records a message that nothing was written for; a second copy is a duplicate. */
  const hold = async (
    message: Pick<InboundMessage, 'messageKey' | 'from' | 'subject' | 'text'>,
    state: 'to-sort' | 'automatic',
    reason: string,
    links: Parameters<typeof record>[4] = {},
  ): Promise<InboundOutcome> => {
    try {
      await record(db, message, state, reason, links);
      return state;
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  };
  const seen = async (messageKey: string) =>
    Boolean(
      await db
        .selectFrom('inbound_emails')
        .select('inbound_guid')
        .where('message_key', '=', messageKey.slice(0, 1000))
        .executeTakeFirst(),
    );

  if (!raw) {
    const envelope = place.envelope ?? {};
    const message = {
      messageKey: storableText(envelope.messageId ?? '') || `uid:${place.mailbox}:${place.uidValidity}:${place.uid}`,
      from: envelope.from
        ? { address: storableText(envelope.from).toLowerCase(), name: storableText(envelope.fromName ?? '') }
        : undefined,
      subject: storableText(envelope.subject ?? ''),
      text: '',
    };
    if (await seen(message.messageKey)) return 'duplicate';
    return hold(
      message,
      'to-sort',
      `Larger than ${formatFileSize(mailIn.maxBytes)} (MAIL_IN_MAX_MB): not read; it is still in the mailbox.`,
    );
  }

  let message: InboundMessage;
  try {
    message = await readMessage(raw);
  } catch (error) {
    const reason = `Could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return hold(
      { messageKey: `uid:${place.mailbox}:${place.uidValidity}:${place.uid}`, from: undefined, subject: '', text: '' },
      'to-sort',
      reason,
    );
  }
  if (await seen(message.messageKey)) return 'duplicate';
  if (message.automatic) return hold(message, 'automatic', message.automatic);
  const from = message.from;
  if (!from) return hold(message, 'to-sort', 'It has no sender address.');
  if (!message.text.trim() && message.files.length === 0) return hold(message, 'to-sort', 'It is empty.');
  if (!message.text.trim()) message = { ...message, text: 'Sent by email, with the attached files.' };

  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const { count } = await db
    .selectFrom('inbound_emails')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('from_address', '=', from.address)
    .where('created_at', '>=', hourAgo)
    .executeTakeFirstOrThrow();
  if (Number(count) >= mailIn.perHour) {
    return hold(
      message,
      'to-sort',
      `The sender wrote more than ${mailIn.perHour} messages in an hour (MAIL_IN_PER_HOUR): held for staff.`,
    );
  }

  const tags = message.recipients.map((address) => tagOf(mailIn.replyAddress, address)).filter(Boolean) as string[];
  const ticketToken = tags.find((tag) => tag.startsWith('t-'))?.slice(2);
  const sender = await senderOf(db, from.address);
  const senderLinks = sender ? { sender_user_guid: sender.user_guid } : {};
  if (!sender) {
    return hold(message, 'to-sort', 'The sender is not a user of the portal: invite them as a client, or discard it.');
  }
  if (sender.disabled_at) return hold(message, 'to-sort', "The sender's account is disabled.", senderLinks);

  if (ticketToken) {
    const ticket = await db
      .selectFrom('tickets')
      .select(['ticket_guid', 'project_guid'])
      .where('reply_token', '=', ticketToken)
      .executeTakeFirst();
    if (!ticket) return hold(message, 'to-sort', 'Its reply address matches no ticket.', senderLinks);
    const links = { ...senderLinks, ticket_guid: ticket.ticket_guid, project_guid: ticket.project_guid };
    return write(message, links, async (files, note) => {
      await replyToTicket(
        db,
        asAuthUser(sender),
        ticket.ticket_guid,
        { updateText: bodyOf(message, note), attachmentGuids: files },
        (trx) => record(trx, message, 'posted', 'Posted on its ticket.', links),
      );
    });
  }

  if (isStaffRole(sender.role)) {
    return hold(message, 'to-sort', 'A staff member wrote to the support address, not to a ticket.', senderLinks);
  }
  if (message.authFailure) return hold(message, 'to-sort', message.authFailure, senderLinks);
  const projects = await db
    .selectFrom('project_users as pu')
    .innerJoin('projects as p', 'p.project_guid', 'pu.project_guid')
    .select(['p.project_guid'])
    .where('pu.user_guid', '=', sender.user_guid)
    .execute();
  // Sent to a project's own address: that project, when the sender is one of its clients.
  const projectCode = mailIn.projectAddresses ? tags.find((tag) => tag.startsWith('p-'))?.slice(2) : undefined;
  const named = projectCode ? projects.filter((p) => projectEmailCode(p.project_guid) === projectCode) : projects;
  if (projectCode && named.length !== 1) {
    return hold(message, 'to-sort', 'The sender is not a client on the project its address names.', senderLinks);
  }
  if (named.length !== 1) {
    return hold(
      message,
      'to-sort',
      projects.length === 0
        ? 'The sender is a client on no project.'
        : 'The sender is a client on several projects: choose the project.',
      senderLinks,
    );
  }
  const projectGuid = named[0]!.project_guid;
  return write(message, { ...senderLinks, project_guid: projectGuid }, async (files, note) => {
    await openTicketFromMessage(db, asAuthUser(sender), message, { projectGuid, files, note }, (trx, ticketGuid) =>
      record(trx, message, 'opened', 'Opened a ticket.', {
        ...senderLinks,
        project_guid: projectGuid,
        ticket_guid: ticketGuid,
      }),
    );
  });

  /**
   * Stores the message's files as the sender's uploads, then writes; what the portal refuses (no text, a deleted
   * ticket) holds the message with the refusal as its reason. A file over the limits is left out, and the update
   * says so.
   */
  async function write(
    message: InboundMessage,
    links: Parameters<typeof record>[4],
    post: (files: string[], note: string) => Promise<void>,
  ): Promise<InboundOutcome> {
    const { stored, note } = await storeFiles(db, config, asAuthUser(sender!), message.files);
    try {
      await post(stored, note);
      return links?.ticket_guid ? 'posted' : 'opened';
    } catch (error) {
      if (isUniqueViolation(error) && (await seen(message.messageKey))) return 'duplicate';
      // A refusal (4xx) holds the message with it; anything else is no refusal (processMessage decides).
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return hold(message, 'to-sort', `The portal refused it: ${error.message}`, links);
    }
  }
}

/** The update's text: what the sender wrote, and which files were left out. */
function bodyOf(message: Pick<InboundMessage, 'text'>, note: string): string {
  return textAsRichText([message.text.trim(), note].filter(Boolean).join('\n\n')) || '<p></p>';
}

/** Stores up to MAX_ATTACHMENTS_PER_MESSAGE files within ATTACHMENT_MAX_MB as the sender's uploads. */
export async function storeFiles(db: Db, config: Config, uploader: AuthUser, files: readonly MailFile[]) {
  const maxBytes = Math.round(config.attachmentMaxMb * 1_000_000);
  const stored: string[] = [];
  const left: string[] = [];
  for (const file of files) {
    if (stored.length >= MAX_ATTACHMENTS_PER_MESSAGE || file.content.length > maxBytes) {
      left.push(`${file.fileName} (${formatFileSize(file.content.length)})`);
      continue;
    }
    const upload = await storeUpload(
      db,
      uploader,
      {
        fileName: file.fileName.slice(0, 255),
        contentType: file.contentType,
        stream: (async function* () {
          yield file.content;
        })(),
      },
      maxBytes,
    );
    stored.push(upload.attachmentGuid);
  }
  const named = left.length > NOTE_FILES ? [...left.slice(0, NOTE_FILES), `${left.length - NOTE_FILES} more`] : left;
  const note = left.length
    ? `Not attached (more than ${MAX_ATTACHMENTS_PER_MESSAGE} files, or larger than ${formatFileSize(maxBytes)}): ${named.join(', ')}.`
    : '';
  return { stored, note };
}

/**
 * A ticket opened from a message, for its sender (a client of the project): named by its subject, described by its
 * text, with its files; the sender is emailed that it was received (and can reply to that email).
 */
export async function openTicketFromMessage(
  db: Db,
  actor: AuthUser,
  message: Pick<InboundMessage, 'subject' | 'text' | 'from'>,
  target: { projectGuid: string; files: string[]; note: string; senderGuid?: string },
  alsoWrite: (trx: Db, ticketGuid: string) => Promise<void>,
): Promise<string> {
  const senderGuid = target.senderGuid ?? actor.userGuid;
  const name = (message.subject || excerptOf(textAsRichText(message.text)) || 'Email to support').slice(
    0,
    TICKET_NAME_MAX,
  );
  return insertTicket(db, actor, {
    projectGuid: target.projectGuid,
    name,
    description: storableRichText('description', bodyOf(message, target.note)),
    createdByUserGuid: senderGuid,
    attachmentGuids: target.files,
    async alsoWrite(trx, ticketGuid) {
      await alsoWrite(trx, ticketGuid);
      const { ticket_id } = await trx
        .selectFrom('tickets')
        .select('ticket_id')
        .where('ticket_guid', '=', ticketGuid)
        .executeTakeFirstOrThrow();
      await insertNotifications(trx, [{ user_guid: senderGuid }], {
        kind: 'ticket-activity',
        ticketGuid,
        payload: {
          ticketId: Number(ticket_id),
          ticketName: name,
          change: { type: 'received', by: message.from?.name || message.from?.address || '', excerpt: '' },
        },
        atOnce: true,
      });
    },
  });
}
