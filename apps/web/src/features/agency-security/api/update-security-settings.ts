import { SecuritySettings } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { securityKeys } from '../../../lib/query-keys';

/** PUT /api/agency/settings/security (admins): turns the two-factor rule on or off. */
function updateSecuritySettings(settings: SecuritySettings): Promise<SecuritySettings> {
  return apiJson('/api/agency/settings/security', SecuritySettings, {
    method: 'PUT',
    body: settings,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

/** The answer replaces the cached settings; my own status carries `required` too, so it is stale. */
export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(securityKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: securityKeys.status() });
    },
  });
}
