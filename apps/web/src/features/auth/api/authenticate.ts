import { env } from '../../../config/env';
import { apiFetch } from '../../../lib/api-client';

export type AuthenticateResult =
  | { kind: 'ok'; token: string }
  /** Staff with two-factor sign-in on: the code is asked for next (POST /api/auth/twofactor). */
  | { kind: 'twoFactor'; challenge: string }
  | { kind: 'rejected'; status: number; message: string };

/** A non-OK answer: its status and the server's message. */
export async function rejection(response: Response): Promise<AuthenticateResult> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { kind: 'rejected', status: response.status, message: body.message ?? response.statusText };
}

/** POST /api/auth/authenticate with the fixed client-site key. Throws on network failure or time-out. */
export async function authenticate(email: string, password: string): Promise<AuthenticateResult> {
  const response = await apiFetch('/api/auth/authenticate', {
    method: 'POST',
    auth: false,
    body: { username: email, password, siteKey: env.authSiteKey },
  });
  if (!response.ok) return rejection(response);
  // The schemas load with the answer, not with the login screen (its JavaScript budget).
  const { AuthenticateResponse } = await import('@client-portal/contract');
  const answer = AuthenticateResponse.parse(await response.json());
  return 'token' in answer ? { kind: 'ok', token: answer.token } : { kind: 'twoFactor', challenge: answer.challenge };
}
