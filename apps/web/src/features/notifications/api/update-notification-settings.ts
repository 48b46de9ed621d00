import { NotificationSettings, type NotificationSettingsChange } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { notificationKeys } from '../../../lib/query-keys';

/** PUT /api/users/me/notifications: turns the named kinds on or off; kinds left out stay as they are. */
function updateNotificationSettings(change: NotificationSettingsChange): Promise<NotificationSettings> {
  return apiJson('/api/users/me/notifications', NotificationSettings, {
    method: 'PUT',
    body: change,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

/** The answer holds every kind the person receives: it replaces the cached settings. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}
