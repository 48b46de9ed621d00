import { apiFetch } from '../../../lib/api-client';
import { rejection, type AuthenticateResult } from './authenticate';

/**
 * POST /api/auth/twofactor: the first step's challenge and a 6-digit code or a recovery code; a token, or the
 * server's refusal. Throws on network failure or time-out.
 */
export async function verifyTwoFactor(challenge: string, code: string): Promise<AuthenticateResult> {
  const response = await apiFetch('/api/auth/twofactor', { method: 'POST', auth: false, body: { challenge, code } });
  if (!response.ok) return rejection(response);
  const { AuthenticatedToken } = await import('@client-portal/contract');
  return { kind: 'ok', token: AuthenticatedToken.parse(await response.json()).token };
}
