import {
  FilledSavedReply,
  SavedReply,
  SavedReplyList,
  type NewSavedReply,
  type SavedReplyChange,
} from '@client-portal/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { auditKeys, savedReplyKeys } from '../../../lib/query-keys';
import { writeRequest } from '../../../lib/write-request';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

const BASE = '/api/agency/saved-replies';
const one = (replyGuid: string) => `${BASE}/${encodeURIComponent(replyGuid)}`;

/** GET /api/agency/saved-replies: the shared ones and the staff member's own, by title. */
export const useSavedReplies = () =>
  useQuery({ queryKey: savedReplyKeys.all(), queryFn: ({ signal }) => apiJson(BASE, SavedReplyList, { signal }) });

const invalidate = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: savedReplyKeys.all() });
  void queryClient.invalidateQueries({ queryKey: auditKeys.all() });
};

export function useCreateSavedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSavedReply) =>
      apiJson(BASE, SavedReply, { method: 'POST', body: input, timeoutMs: WRITE_TIMEOUT_MS }),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useChangeSavedReply(replyGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SavedReplyChange) =>
      apiJson(one(replyGuid), SavedReply, { method: 'PATCH', body: change, timeoutMs: WRITE_TIMEOUT_MS }),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useRemoveSavedReply(replyGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => writeRequest(one(replyGuid), 'DELETE'),
    onSuccess: () => invalidate(queryClient),
  });
}

/** POST …/{replyGuid}/fill: the reply with its placeholders filled from the ticket; nothing is saved. */
export const fillSavedReply = (replyGuid: string, ticketGuid: string) =>
  apiJson(`${one(replyGuid)}/fill`, FilledSavedReply, {
    method: 'POST',
    body: { ticketGuid },
    timeoutMs: WRITE_TIMEOUT_MS,
  });
