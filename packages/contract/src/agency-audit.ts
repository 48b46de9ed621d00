import { z } from 'zod';
import { AuditEntry } from './agency.js';
import { GuidParam, SearchText } from './common.js';

export const AUDIT_PAGE_SIZE = 50;

/** What audit entries are about, as the log's filter offers it. */
export const AUDIT_OBJECT_TYPES = [
  'ticket',
  'client',
  'staff',
  'project',
  'dashboard page',
  'site care schedule',
  'site care report',
  'settings',
  'email',
  'saved reply',
  'account',
] as const;

/** `GET /api/agency/audit` (admins): newest first, narrowed to one entity and/or one actor. */
export const AuditQuery = z.object({
  entityGuid: GuidParam.optional(),
  actorUserGuid: GuidParam.optional(),
  /** What the entries are about, by name: a ticket's title or number, a person, a project, a page, a saved reply. */
  about: SearchText('about').optional(),
  objectType: z
    .enum(AUDIT_OBJECT_TYPES, { error: `objectType must be one of ${AUDIT_OBJECT_TYPES.join(', ')}` })
    .optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100000).default(1),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = z.object({
  items: z.array(AuditEntry),
  /** There is a further page (the log is not counted: it only grows). */
  hasMore: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPage>;
