import { z } from 'zod';
import { DateTime, Guid, GuidParam, Trimmed } from './common.js';

/**
 * What an API token may do. A token reaches only the calls its scopes cover (each call names the scope it needs in
 * the API description), and never an admin's settings or a client's own screens.
 */
export const API_TOKEN_SCOPES = ['tickets:read', 'tickets:write', 'projects:read', 'monitors:read'] as const;
export const ApiTokenScope = z.enum(API_TOKEN_SCOPES, {
  error: `must be one of ${API_TOKEN_SCOPES.join(', ')}`,
});
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'tickets:read': 'Read tickets: the inbox, each ticket with its thread (internal notes included) and files',
  'tickets:write': 'Write tickets: open them, post updates and notes, change status, assignee, priority and tags',
  'projects:read': 'Read projects: names, statuses, dates and their people',
  'monitors:read': 'Read monitors: each site’s state, uptime and response time',
};

/** The days a new token may live; null: until it is revoked. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

export const API_TOKEN_NAME_MAX = 60;

/** `POST /api/agency/settings/api-tokens` (admins). */
export const NewApiToken = z
  .object({
    name: Trimmed('name', API_TOKEN_NAME_MAX),
    scopes: z
      .array(ApiTokenScope)
      .min(1, 'choose at least one scope')
      .refine((scopes) => new Set(scopes).size === scopes.length, 'name each scope once'),
    expiresInDays: z
      .number()
      .int('expiresInDays must be a whole number of days')
      .min(1, 'expiresInDays must be at least 1')
      .max(730, 'expiresInDays must be at most 730 (two years)')
      .nullable(),
  })
  .strict();
export type NewApiToken = z.infer<typeof NewApiToken>;

/** A token as the admins' list shows it: never the token itself, which is shown once, when it is made. */
export const ApiToken = z.object({
  tokenGuid: Guid,
  name: z.string(),
  scopes: z.array(ApiTokenScope),
  /** The token's first characters, to tell tokens apart (`cpt_4fQz…`). */
  prefix: z.string(),
  createdAt: DateTime,
  createdBy: z.string().nullable(),
  expiresAt: DateTime.nullable(),
  revokedAt: DateTime.nullable(),
  lastUsedAt: DateTime.nullable(),
  lastUsedAddress: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;
export const ApiTokenList = z.array(ApiToken);

/** The answer to a new token: the token, shown this once (only its hash is kept). */
export const ApiTokenCreated = ApiToken.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof ApiTokenCreated>;

export const ApiTokenGuidParams = z.object({ tokenGuid: GuidParam });
