import type { Attachment } from '@client-portal/contract';
import { apiFetch, throwIfNotOk } from '../../../lib/api-client';
import { TRANSFER_TIMEOUT_MS } from './transfer-timeout';

const attachmentPath = (attachmentGuid: string) => `/api/attachments/${encodeURIComponent(attachmentGuid)}`;

/** GET /api/attachments/{attachmentGuid}: the file's contents, with the bearer token (a plain link would have none). */
export async function getAttachmentBlob(attachmentGuid: string, signal?: AbortSignal): Promise<Blob> {
  const path = attachmentPath(attachmentGuid);
  const response = await apiFetch(path, { timeoutMs: TRANSFER_TIMEOUT_MS, signal });
  await throwIfNotOk(response, path);
  return response.blob();
}

// Long enough for the browser to start saving; the object URL holds the whole file in memory until then.
const REVOKE_AFTER_MS = 10_000;

/** Fetches the file and saves it under its name. */
export async function downloadAttachment(attachment: Attachment, signal?: AbortSignal): Promise<void> {
  const blob = await getAttachmentBlob(attachment.attachmentGuid, signal);
  // Typed as plain bytes: were the download attribute ever ignored, an HTML or SVG file opened from a blob: URL of
  // this origin would run in it.
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
