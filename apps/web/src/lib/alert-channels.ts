import { AlertChannelList, type AlertChannel } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './api-client';
import { alertKeys } from './query-keys';

/** GET /api/agency/alert-channels: every channel alerts can go to, by name (the alert settings and project pages). */
function getAlertChannels(signal?: AbortSignal): Promise<AlertChannel[]> {
  return apiJson('/api/agency/alert-channels', AlertChannelList, { signal });
}

export const useAlertChannels = () =>
  useQuery(queryOptions({ queryKey: alertKeys.channels(), queryFn: ({ signal }) => getAlertChannels(signal) }));
