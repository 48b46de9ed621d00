import { NotificationSettings } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

/** GET /api/users/me/notifications: each kind of email the signed-in person receives, on or off. */
function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiJson('/api/users/me/notifications', NotificationSettings, { signal });
}

const getNotificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export const useNotificationSettings = () => useQuery(getNotificationSettingsQueryOptions());
