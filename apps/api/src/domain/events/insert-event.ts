import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

export interface NewEvent {
  eventTypeName: string;
  userGuid: string | null;
  objectGuid: string | null;
  description: string | null;
  clientIp: string | null;
}

export async function insertEvent(db: Db, event: NewEvent): Promise<string> {
  const eventGuid = randomUUID();
  await db
    .insertInto('events')
    .values({
      event_guid: eventGuid,
      event_type_name: event.eventTypeName,
      user_guid: event.userGuid,
      object_guid: event.objectGuid,
      description: event.description,
      client_ip: event.clientIp,
      created_at: nowIso(),
    })
    .execute();
  return eventGuid;
}
