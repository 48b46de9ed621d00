import type { Attachment } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound, unauthorized } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { toAttachment } from './queries.js';

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
