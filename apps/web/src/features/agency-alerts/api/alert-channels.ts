import { AlertChannel, type AlertChannelChange, type NewAlertChannel } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiFetch, ApiRequestError } from '../../../lib/api-client';
import { alertKeys, auditKeys } from '../../../lib/query-keys';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

const channelPath = (channelGuid: string) => `/api/agency/alert-channels/${encodeURIComponent(channelGuid)}`;

/** A channel's change shows in the list, the defaults, every project's choice and the audit log. */
function useInvalidateAlerts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: alertKeys.all() }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all() }),
    ]);
}

/** POST /api/agency/alert-channels: 201 with the channel (a webhook's with its signing secret). */
export function useAddAlertChannel() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: (channel: NewAlertChannel) =>
      apiJson('/api/agency/alert-channels', AlertChannel, {
        method: 'POST',
        body: channel,
        timeoutMs: WRITE_TIMEOUT_MS,
      }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/agency/alert-channels/{channelGuid}: a new name or address. */
export function useUpdateAlertChannel() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: ({ channelGuid, change }: { channelGuid: string; change: AlertChannelChange }) =>
      apiJson(channelPath(channelGuid), AlertChannel, { method: 'PATCH', body: change, timeoutMs: WRITE_TIMEOUT_MS }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/agency/alert-channels/{channelGuid}: 204. */
export function useRemoveAlertChannel() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: async (channelGuid: string) => {
      const response = await apiFetch(channelPath(channelGuid), { method: 'DELETE', timeoutMs: WRITE_TIMEOUT_MS });
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        throw new ApiRequestError(response.status, response.statusText, body, response.url);
      }
    },
    onSuccess: invalidate,
  });
}

/** POST /api/agency/alert-channels/{channelGuid}/test: 202, the test message queued like any alert. */
export function useTestAlertChannel() {
  const invalidate = useInvalidateAlerts();
  return useMutation({
    mutationFn: (channelGuid: string) =>
      apiJson(`${channelPath(channelGuid)}/test`, z.object({ deliveryGuid: z.string() }), {
        method: 'POST',
        timeoutMs: WRITE_TIMEOUT_MS,
      }),
    onSuccess: invalidate,
  });
}
