import {
  InboundEmailList,
  InboundEmailTicketOpened,
  type InboundEmailState,
  type InboundEmailTicketOpened as TicketOpened,
} from '@client-portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyEmailKeys, auditKeys, inboxKeys } from '../../../lib/query-keys';
import { writeRequest } from '../../../lib/write-request';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

/** The list is read again this often while open: the mailbox is read every 20 seconds. */
const REFRESH_MS = 30_000;

/** GET /api/agency/emails?state=: what was read from the support mailbox in one state, newest first. */
const getEmailsQueryOptions = (state: InboundEmailState) =>
  queryOptions({
    queryKey: agencyEmailKeys.list(state),
    queryFn: ({ signal }) => apiJson(`/api/agency/emails?state=${state}`, InboundEmailList, { signal }),
    refetchInterval: REFRESH_MS,
  });

export const useInboundEmails = (state: InboundEmailState, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getEmailsQueryOptions(state), enabled });

const invalidate = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: agencyEmailKeys.all() });
  void queryClient.invalidateQueries({ queryKey: auditKeys.all() });
};

/** POST /api/agency/emails/{guid}/ticket: a ticket for the sender on the chosen project; the inbox gains it. */
export function useOpenTicketFromEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inboundGuid, projectGuid }: { inboundGuid: string; projectGuid: string }): Promise<TicketOpened> =>
      apiJson(`/api/agency/emails/${encodeURIComponent(inboundGuid)}/ticket`, InboundEmailTicketOpened, {
        method: 'POST',
        body: { projectGuid },
        timeoutMs: WRITE_TIMEOUT_MS,
      }),
    onSuccess: () => {
      invalidate(queryClient);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    },
  });
}

/** POST /api/agency/emails/{guid}/discard: 204; nothing is answered. */
export function useDiscardEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inboundGuid: string) =>
      writeRequest(`/api/agency/emails/${encodeURIComponent(inboundGuid)}/discard`, 'POST'),
    onSuccess: () => invalidate(queryClient),
  });
}
