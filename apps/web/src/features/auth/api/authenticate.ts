import { env } from '../../../config/env';
import { apiFetch } from '../../../lib/api-client';

export type AuthenticateResult = { kind: 'ok'; token: string } | { kind: 'rejected'; status: number; message: string };

/** POST /api/auth/authenticate with the fixed client-site key. Throws on network failure or time-out. */
export async function authenticate(email: string, password: string): Promise<AuthenticateResult> {
  const response = await apiFetch('/api/auth/authenticate', {
    method: 'POST',
    auth: false,
    body: { username: email, password, siteKey: env.authSiteKey },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { kind: 'rejected', status: response.status, message: body.message ?? response.statusText };
  }
  // The schemas load with the answer, not with the login screen (its JavaScript budget).
  const { AuthenticateResponse } = await import('@client-portal/contract');
  return { kind: 'ok', token: AuthenticateResponse.parse(await response.json()).token };
}
