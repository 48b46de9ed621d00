import { ResetPasswordDone, type ResetPasswordRequest } from '@client-portal/contract';
import { apiFetch, ApiRequestError } from '../../../lib/api-client';

export type ResetPasswordResult =
  /** `token`: a first password (an invitation) signs the person in. */
  { kind: 'reset'; token?: string } | { kind: 'failed'; status: number; message: string; isExpired: boolean };

/** The API names the kind of refusal in this header; `expired` gets its own view. */
const STATUS_HEADER = 'x-reset-link-status';

/**
 * POST /api/auth/resetpassword/ (spec §7: ok means success; otherwise the response text is shown).
 * Throws on network failure or time-out.
 */
export async function resetPassword(body: ResetPasswordRequest): Promise<ResetPasswordResult> {
  const response = await apiFetch('/api/auth/resetpassword/', { method: 'POST', auth: false, body });
  if (response.ok) {
    const done = ResetPasswordDone.safeParse(await response.json().catch(() => null));
    return { kind: 'reset', token: done.data?.token };
  }
  const text = await response.text().catch(() => '');
  // Refusals are plain text; anything else (a 5xx from the error handler) is the JSON error shape.
  const message = new ApiRequestError(response.status, response.statusText, text, response.url).serverMessage;
  return {
    kind: 'failed',
    status: response.status,
    message: message || response.statusText,
    isExpired: response.headers.get(STATUS_HEADER) === 'expired',
  };
}
