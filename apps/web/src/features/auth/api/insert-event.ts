import type { EventTypeName } from '@client-portal/contract';
import { env } from '../../../config/env';
import { apiFetch } from '../../../lib/api-client';

export interface PortalEvent {
  eventTypeName: EventTypeName;
  userGuid?: string | null;
  objectGuid?: string | null;
  description?: string | null;
  token?: string;
}

/** POST /api/events/insert. Spec §7: the response is ignored, so failures are swallowed. */
export async function insertEvent(event: PortalEvent): Promise<void> {
  try {
    await apiFetch('/api/events/insert', {
      method: 'POST',
      token: event.token,
      body: {
        siteKey: env.eventsSiteKey,
        eventTypeName: event.eventTypeName,
        userGuid: event.userGuid ?? null,
        objectGuid: event.objectGuid ?? null,
        description: event.description ?? null,
      },
    });
  } catch {
    // Events are best effort.
  }
}
