import { ClientDetail, type NewClient } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateClientLists } from './invalidate-client-lists';
import { agencyClientKeys } from '../../../lib/query-keys';

/** POST /api/agency/clients: 201 with the new client; the server emails them an invitation to set a password. */
function createClient(body: NewClient): Promise<ClientDetail> {
  return apiJson('/api/agency/clients', ClientDetail, { method: 'POST', body, timeoutMs: WRITE_TIMEOUT_MS });
}

/** The new client is cached for their page; the lists and the projects' users are stale. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      void invalidateClientLists(queryClient);
      queryClient.setQueryData(agencyClientKeys.detail(client.userGuid), client);
    },
  });
}
