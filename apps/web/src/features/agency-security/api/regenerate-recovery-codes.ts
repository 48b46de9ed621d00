import { RecoveryCodes } from '@client-portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

/** POST /api/agency/me/twofactor/recoverycodes: ten new codes, confirmed with a code; the earlier ones stop working. */
function regenerateRecoveryCodes(code: string): Promise<RecoveryCodes> {
  return apiJson('/api/agency/me/twofactor/recoverycodes', RecoveryCodes, {
    method: 'POST',
    body: { code },
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export const useRegenerateRecoveryCodes = () => useMutation({ mutationFn: regenerateRecoveryCodes });
