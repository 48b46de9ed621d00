import { Ok } from '@client-portal/contract';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { securityKeys } from '../../../lib/query-keys';

/** POST /api/agency/me/twofactor/disable: a code or a recovery code turns it off (409 while the rule requires it). */
function disableTwoFactor(code: string): Promise<z.infer<typeof Ok>> {
  return apiJson('/api/agency/me/twofactor/disable', Ok, {
    method: 'POST',
    body: { code },
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.status() }),
  });
}
