import { Attachment } from '@client-portal/contract';
import { apiJson } from '../../../lib/api-client';
import { TRANSFER_TIMEOUT_MS } from '../../../lib/transfer-timeout';

/**
 * POST /api/attachments: one file, multipart in the field `file` (201 with the stored file). A new ticket or reply
 * then names it by its attachmentGuid.
 */
export function uploadAttachment(file: File, signal?: AbortSignal): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiJson('/api/attachments', Attachment, { method: 'POST', body, timeoutMs: TRANSFER_TIMEOUT_MS, signal });
}
