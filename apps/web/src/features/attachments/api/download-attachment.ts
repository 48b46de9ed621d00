import type { Attachment } from '@client-portal/contract';
import { apiFetch, throwIfNotOk } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download-file';
import { TRANSFER_TIMEOUT_MS } from '../../../lib/transfer-timeout';

const attachmentPath = (attachmentGuid: string) => `/api/attachments/${encodeURIComponent(attachmentGuid)}`;

/** GET /api/attachments/{attachmentGuid}: the file's contents, with the bearer token (a plain link would have none). */
export async function getAttachmentBlob(attachmentGuid: string, signal?: AbortSignal): Promise<Blob> {
  const path = attachmentPath(attachmentGuid);
  const response = await apiFetch(path, { timeoutMs: TRANSFER_TIMEOUT_MS, signal });
  await throwIfNotOk(response, path);
  return response.blob();
}

/** Fetches the file and saves it under its name. */
export async function downloadAttachment(attachment: Attachment, signal?: AbortSignal): Promise<void> {
  saveBlob(await getAttachmentBlob(attachment.attachmentGuid, signal), attachment.fileName);
}
