import { AlertDefaults } from '@client-portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { alertKeys, auditKeys } from '../../../lib/query-keys';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

/** GET /api/agency/alert-defaults: staff email on or off, and the channels of projects that follow the defaults. */
export const useAlertDefaults = () =>
  useQuery(
    queryOptions({
      queryKey: alertKeys.defaults(),
      queryFn: ({ signal }) => apiJson('/api/agency/alert-defaults', AlertDefaults, { signal }),
    }),
  );

/** PUT /api/agency/alert-defaults (admins): 200 with the defaults saved. */
export function useSaveAlertDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaults: AlertDefaults) =>
      apiJson('/api/agency/alert-defaults', AlertDefaults, {
        method: 'PUT',
        body: defaults,
        timeoutMs: WRITE_TIMEOUT_MS,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.all() }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all() }),
      ]),
  });
}
