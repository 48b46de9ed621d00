import type { SendResetLinkRequest } from '@client-portal/contract';
import { apiFetch } from '../../../lib/api-client';

export type SendResetLinkResult = { kind: 'sent' } | { kind: 'rejected'; status: number; statusText: string };

/**
 * POST /api/auth/sendresetlink/ (spec §7: "ok means sent"). The answer is the same whether or not the address
 * is registered. Throws on network failure or time-out.
 */
export async function sendResetLink(body: SendResetLinkRequest): Promise<SendResetLinkResult> {
  const response = await apiFetch('/api/auth/sendresetlink/', { method: 'POST', auth: false, body });
  if (response.ok) return { kind: 'sent' };
  return { kind: 'rejected', status: response.status, statusText: response.statusText };
}
