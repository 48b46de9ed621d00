import { ApiToken, ApiTokenCreated, ApiTokenList, type NewApiToken } from '@client-portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { apiTokenKeys } from '../../../lib/query-keys';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

const URL = '/api/agency/settings/api-tokens';

/** GET /api/agency/settings/api-tokens (admins): every token, newest first. */
const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokenKeys.all(),
    queryFn: ({ signal }) => apiJson(URL, ApiTokenList, { signal }),
  });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());

/** POST: a new token, answered with the token itself this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApiToken) =>
      apiJson(URL, ApiTokenCreated, { method: 'POST', body: input, timeoutMs: WRITE_TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all() }),
  });
}

/** DELETE: revokes a token at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenGuid: string) =>
      apiJson(`${URL}/${tokenGuid}`, ApiToken, { method: 'DELETE', timeoutMs: WRITE_TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all() }),
  });
}
