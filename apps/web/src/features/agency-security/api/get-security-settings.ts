import { SecuritySettings } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { securityKeys } from '../../../lib/query-keys';

/** GET /api/agency/settings/security (admins): whether every staff account must use two-factor sign-in. */
function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return apiJson('/api/agency/settings/security', SecuritySettings, { signal });
}

const getSecuritySettingsQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.settings(),
    queryFn: ({ signal }) => getSecuritySettings(signal),
  });

export const useSecuritySettings = () => useQuery(getSecuritySettingsQueryOptions());
