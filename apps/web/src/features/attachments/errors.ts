import { z } from 'zod';
import { ApiRequestError, RequestTimeoutError } from '../../lib/api-client';

/** The server's own `message`, only when it answered with its JSON error shape (a proxy's page is not shown). */
function jsonMessage(error: ApiRequestError): string | undefined {
  try {
    const parsed = JSON.parse(error.body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

const ATTACHMENT_MESSAGES = {
  tooLargeUpload: 'The file is too large to upload.',
  uploadTimeout: 'The upload took too long. Please try again.',
  uploadFailed: 'The file could not be uploaded. Please try again.',
  downloadTimeout: 'The download took too long. Please try again.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  unexpectedResponse: 'The server sent an unexpected response.',
} as const;

/** Why an upload failed: the server's message for a refused file (413 too large, 400 not acceptable), else ours. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return (
      jsonMessage(error) ??
      (error.status === 413 ? ATTACHMENT_MESSAGES.tooLargeUpload : ATTACHMENT_MESSAGES.uploadFailed)
    );
  }
  if (error instanceof RequestTimeoutError) return ATTACHMENT_MESSAGES.uploadTimeout;
  // A contract mismatch's message is the whole zod issue list: not for a user's eyes.
  if (error instanceof z.ZodError) return ATTACHMENT_MESSAGES.unexpectedResponse;
  return ATTACHMENT_MESSAGES.uploadFailed;
}

/** Why a download failed: the server's message (the file is gone, not yours to read), else ours. */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return jsonMessage(error) ?? ATTACHMENT_MESSAGES.downloadFailed;
  if (error instanceof RequestTimeoutError) return ATTACHMENT_MESSAGES.downloadTimeout;
  return ATTACHMENT_MESSAGES.downloadFailed;
}
