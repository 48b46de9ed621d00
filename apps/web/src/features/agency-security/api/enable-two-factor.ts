import { RecoveryCodes } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { securityKeys } from '../../../lib/query-keys';

/** POST /api/agency/me/twofactor/enable: a code of the new secret turns it on; ten recovery codes, shown once. */
function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  return apiJson('/api/agency/me/twofactor/enable', RecoveryCodes, {
    method: 'POST',
    body: { code },
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

/** On success the status is stale: the staff guard lets the workspace open again once it reads "on". */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.status() }),
  });
}
