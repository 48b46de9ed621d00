import { z } from 'zod';
import { Ok } from './common.js';

/** The closed set of events the portal records. */
export const EventTypeName = z.enum(['LoggedIn', 'LoggedOut', 'PasswordResetFailed']);
export type EventTypeName = z.infer<typeof EventTypeName>;

/** Spec §3 Event / §7 POST /api/events/insert. objectGuid and description are free text from the client. */
export const EventInsertRequest = z
  .object({
    siteKey: z.string().min(1).max(200),
    eventTypeName: EventTypeName,
    userGuid: z.string().max(64).nullish(),
    objectGuid: z.string().max(64).nullish(),
    description: z.string().max(2000).nullish(),
  })
  .strict();
export type EventInsertRequest = z.infer<typeof EventInsertRequest>;

export const EventInsertResponse = Ok;
