import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { formatFileSize, type Attachment } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';

/** Contents go in and out in pieces of this size: no file is ever held whole in memory. */
export const CHUNK_BYTES = 256 * 1024;
/** A file uploaded but never sent with a ticket or reply is removed after a day; one cut off mid-upload after an hour. */
const UNSENT_TTL_MS = 24 * 3_600_000;
const UNFINISHED_TTL_MS = 3_600_000;

interface AttachmentRow {
  attachment_guid: string;
  file_name: string;
  content_type: string;
  size_bytes: string | number | null;
}

export const toAttachment = (row: AttachmentRow): Attachment => ({
  attachmentGuid: row.attachment_guid,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
});

export const tooLarge = (fileName: string, maxBytes: number) =>
  new AppError(
    'payload_too_large',
    `file: "${fileName}" is larger than ${formatFileSize(maxBytes)}, the most a file may be. Nothing was stored.`,
  );

/**
 * Stores an uploaded file as it streams in, CHUNK_BYTES at a time, each piece its own short write (a slow upload
 * never holds the database). The row is finished (size set) only once the whole file is in; a file above `maxBytes`,
 * or an upload cut off, leaves nothing: its rows are removed (and any a crash leaves are swept after an hour).
 */
export async function storeUpload(
  db: Db,
  uploader: AuthUser,
  file: {
    fileName: string;
    contentType: string;
    stream: AsyncIterable<Buffer>;
    /** The multipart parser stopped the file at its limit (it reads, and drops, the rest of the request). */
    isTruncated?: () => boolean;
  },
  maxBytes: number,
): Promise<Attachment> {
  const attachmentGuid = randomUUID();
  await db
    .insertInto('attachments')
    .values({
      attachment_guid: attachmentGuid,
      uploaded_by_user_guid: uploader.userGuid,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: null,
      created_at: nowIso(),
    })
    .execute();
  let size = 0;
  let seq = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Writes whole chunks of what has come in; with `all`, the remainder too (the file's last chunk). */
  const flush = async (all: boolean) => {
    let data = Buffer.concat(pending, pendingBytes);
    while (data.length >= CHUNK_BYTES || (all && data.length > 0)) {
      const chunk = data.subarray(0, CHUNK_BYTES);
      await db
        .insertInto('attachment_chunks')
        .values({ attachment_guid: attachmentGuid, seq: seq++, data: chunk })
        .execute();
      data = data.subarray(chunk.length);
    }
    pending = data.length ? [data] : [];
    pendingBytes = data.length;
  };
  try {
    let isTooLarge = false;
    // Read to the end even past the limit, storing nothing more: the browser then gets the 413, not a reset connection.
    for await (const piece of file.stream) {
      size += piece.length;
      if (size > maxBytes) isTooLarge = true;
      if (isTooLarge) continue;
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes >= CHUNK_BYTES) await flush(false);
    }
    if (isTooLarge || file.isTruncated?.()) throw tooLarge(file.fileName, maxBytes);
    await flush(true);
    await db
      .updateTable('attachments')
      .set({ size_bytes: size })
      .where('attachment_guid', '=', attachmentGuid)
      .execute();
  } catch (error) {
    await removeAttachments(db, [attachmentGuid]);
    throw error;
  }
  return { attachmentGuid, fileName: file.fileName, contentType: file.contentType, sizeBytes: size };
}

export async function removeAttachments(db: Db, guids: string[]): Promise<void> {
  if (guids.length === 0) return;
  await db.deleteFrom('attachment_chunks').where('attachment_guid', 'in', guids).execute();
  await db.deleteFrom('attachments').where('attachment_guid', 'in', guids).execute();
}

/**
 * Inside the transaction that writes a ticket or an update: the files it carries become part of it. Each must be a
 * finished upload of the same person, not yet sent with anything; otherwise 400 naming the file, and the
 * transaction (so the whole message) is undone.
 */
export async function attachToMessage(
  trx: Db,
  uploaderGuid: string,
  attachmentGuids: readonly string[],
  target: { ticketGuid: string; updateGuid: string | null },
): Promise<void> {
  for (const [position, attachmentGuid] of attachmentGuids.entries()) {
    const result = await trx
      .updateTable('attachments')
      .set({ ticket_guid: target.ticketGuid, update_guid: target.updateGuid, position })
      .where('attachment_guid', '=', attachmentGuid)
      .where('uploaded_by_user_guid', '=', uploaderGuid)
      .where('ticket_guid', 'is', null)
      .where('size_bytes', 'is not', null)
      .executeTakeFirst();
    // assertAttachable passed before the transaction: only a second message sending the same file at once gets here.
    if (Number(result.numUpdatedRows) !== 1) {
      throw badRequest('attachmentGuids: a file was sent with another message meanwhile; upload it again');
    }
  }
}

/** The 400 a message's files are checked against before anything is written (also checked again when writing). */
export async function assertAttachable(
  db: Db,
  uploaderGuid: string,
  attachmentGuids: readonly string[],
): Promise<void> {
  if (attachmentGuids.length === 0) return;
  const rows = await db
    .selectFrom('attachments')
    .select('attachment_guid')
    .where('attachment_guid', 'in', [...attachmentGuids])
    .where('uploaded_by_user_guid', '=', uploaderGuid)
    .where('ticket_guid', 'is', null)
    .where('size_bytes', 'is not', null)
    .execute();
  const ok = new Set(rows.map((row) => row.attachment_guid));
  const index = attachmentGuids.findIndex((guid) => !ok.has(guid));
  if (index >= 0) {
    throw badRequest(
      `attachmentGuids.${index}: ${attachmentGuids[index]} is not a file you uploaded, or it was already sent`,
    );
  }
}

/** A ticket's files: its own (key null) and each update's, by update GUID. Internal notes' files only for staff. */
export async function attachmentsOfTicket(
  db: Db,
  ticketGuid: string,
  { withInternal }: { withInternal: boolean },
): Promise<Map<string | null, Attachment[]>> {
  const rows = await db
    .selectFrom('attachments as a')
    .leftJoin('ticket_updates as tu', 'tu.update_guid', 'a.update_guid')
    .select(['a.attachment_guid', 'a.file_name', 'a.content_type', 'a.size_bytes', 'a.update_guid'])
    .where('a.ticket_guid', '=', ticketGuid)
    .$if(!withInternal, (qb) => qb.where((eb) => eb.or([eb('a.update_guid', 'is', null), eb('tu.internal', '=', 0)])))
    .orderBy('a.position')
    .orderBy('a.created_at')
    .orderBy('a.attachment_guid')
    .execute();
  const byOwner = new Map<string | null, Attachment[]>();
  for (const row of rows) {
    const list = byOwner.get(row.update_guid) ?? [];
    list.push(toAttachment(row));
    byOwner.set(row.update_guid, list);
  }
  return byOwner;
}

/**
 * A file for download, if the viewer may have it: staff always; a file not yet sent, its uploader only; a sent file,
 * the authorised users of its ticket's project, unless it belongs to an internal note (404, as if it did not exist).
 * Another project's file: 401, as the ticket itself answers.
 */
export async function findDownload(db: Db, attachmentGuid: string, viewer: AuthUser): Promise<Attachment> {
  const row = await db
    .selectFrom('attachments as a')
    .leftJoin('tickets as t', 't.ticket_guid', 'a.ticket_guid')
    .leftJoin('ticket_updates as tu', 'tu.update_guid', 'a.update_guid')
    .leftJoin('project_users as pu', (join) =>
      join.onRef('pu.project_guid', '=', 't.project_guid').on('pu.user_guid', '=', viewer.userGuid),
    )
    .select([
      'a.attachment_guid',
      'a.file_name',
      'a.content_type',
      'a.size_bytes',
      'a.ticket_guid',
      'a.uploaded_by_user_guid',
      'tu.internal',
      'pu.user_guid as member',
    ])
    .where('a.attachment_guid', '=', attachmentGuid)
    .where('a.size_bytes', 'is not', null)
    .executeTakeFirst();
  const missing = () => notFound(`File ${attachmentGuid} not found.`);
  if (!row) throw missing();
  if (viewer.isStaff) return toAttachment(row);
  if (row.ticket_guid === null) {
    if (row.uploaded_by_user_guid !== viewer.userGuid) throw missing();
    return toAttachment(row);
  }
  if (Number(row.internal) === 1) throw missing();
  if (!row.member) throw unauthorized('You are not authorized to download this file.');
  return toAttachment(row);
}

/** The file's contents, read one chunk at a time as the answer is written. */
export function contentsOf(db: Db, attachmentGuid: string): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const row = await db
        .selectFrom('attachment_chunks')
        .select('data')
        .where('attachment_guid', '=', attachmentGuid)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!row) return;
      yield Buffer.from(row.data);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Removes files uploaded but never sent after a day, and uploads cut off (by a crash) after an hour. */
export async function sweepUnsentAttachments(db: Db, now: Date): Promise<number> {
  // One statement, re-checking "not sent" as it deletes: a file sent meanwhile stays. Its chunks go with it (cascade).
  const result = await db
    .deleteFrom('attachments')
    .where('ticket_guid', 'is', null)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(now.getTime() - UNSENT_TTL_MS).toISOString()),
        eb.and([
          eb('size_bytes', 'is', null),
          eb('created_at', '<', new Date(now.getTime() - UNFINISHED_TTL_MS).toISOString()),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
