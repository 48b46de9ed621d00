import { randomUUID } from 'node:crypto';
import { formatFileSize, type Attachment } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';
import { removeAttachments } from './remove-attachments.js';

/** Contents go in and out in pieces of this size: no file is ever held whole in memory. */
export const CHUNK_BYTES = 256 * 1024;

const tooLarge = (fileName: string, maxBytes: number) =>
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
