import { ClientDetail, type ClientChange } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateClientLists } from './invalidate-client-lists';
import { agencyClientKeys } from '../../../lib/query-keys';

/** PATCH /api/agency/clients/{userGuid}: name, email, or disabled (which signs the client out everywhere at once). */
function updateClient(userGuid: string, change: ClientChange): Promise<ClientDetail> {
  return apiJson(`/api/agency/clients/${encodeURIComponent(userGuid)}`, ClientDetail, {
    method: 'PATCH',
    body: change,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useUpdateClient(userGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ClientChange) => updateClient(userGuid, change),
    onSuccess: (client) => {
      queryClient.setQueryData(agencyClientKeys.detail(userGuid), client);
      void invalidateClientLists(queryClient);
    },
  });
}
