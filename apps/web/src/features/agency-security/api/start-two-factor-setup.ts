import { TwoFactorSetup } from '@client-portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

/** POST /api/agency/me/twofactor/setup: a new secret and its QR code; not on until a code confirms it. */
function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiJson('/api/agency/me/twofactor/setup', TwoFactorSetup, { method: 'POST', timeoutMs: WRITE_TIMEOUT_MS });
}

export const useStartTwoFactorSetup = () => useMutation({ mutationFn: startTwoFactorSetup });
