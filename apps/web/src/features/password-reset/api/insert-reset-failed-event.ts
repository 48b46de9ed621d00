import type { EventInsertRequest } from '@client-portal/contract';
import { env } from '../../../config/env';
import { apiFetch } from '../../../lib/api-client';

/**
 * Spec §7: a failed reset is logged through POST /api/events/insert; the response is ignored. The reset GUID
 * is a credential, so the event carries the reason only.
 */
export async function insertResetFailedEvent(description: string): Promise<void> {
  const event: EventInsertRequest = {
    siteKey: env.eventsSiteKey,
    eventTypeName: 'PasswordResetFailed',
    userGuid: null,
    objectGuid: null,
    description: description.slice(0, 2000),
  };
  try {
    await apiFetch('/api/events/insert', { method: 'POST', auth: false, body: event });
  } catch {
    // Events are best effort.
  }
}
