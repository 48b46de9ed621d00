import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiToken, ApiTokenCreated, ApiTokenScope, NewApiToken } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';

/** Every token starts so: a bearer token of this form is an API token, anything else a sign-in token. */
export const API_TOKEN_PREFIX = 'cpt_';
const DAY_MS = 86_400_000;

/** What is kept of a token: its SHA-256, in hex. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const tokenRows = (db: Db) =>
  db
    .selectFrom('api_tokens as t')
    .leftJoin('users as c', 'c.user_guid', 't.created_by_user_guid')
    .select([
      't.token_guid',
      't.name',
      't.scopes',
      't.prefix',
      't.created_at',
      't.expires_at',
      't.revoked_at',
      't.last_used_at',
      't.last_used_ip',
      'c.first_name as creator_first_name',
      'c.last_name as creator_last_name',
    ]);

type TokenRow = Awaited<ReturnType<ReturnType<typeof tokenRows>['executeTakeFirstOrThrow']>>;

const toApiToken = (row: TokenRow): ApiToken => ({
  tokenGuid: row.token_guid,
  name: row.name,
  scopes: row.scopes.split(' ') as ApiTokenScope[],
  prefix: row.prefix,
  createdAt: row.created_at,
  createdBy: row.creator_first_name === null ? null : `${row.creator_first_name} ${row.creator_last_name}`.trim(),
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  lastUsedAt: row.last_used_at,
  lastUsedAddress: row.last_used_ip,
});

/** Every token, newest first, revoked and expired ones too (their use stays on record). */
export async function listApiTokens(db: Db): Promise<ApiToken[]> {
  const rows = await tokenRows(db).orderBy('t.created_at', 'desc').orderBy('t.token_guid').execute();
  return rows.map(toApiToken);
}

/**
 * A new token and the account it acts as (named after it, disabled: it never signs in, gets no email and is never
 * assigned). Answers the token this once; only its hash is kept.
 */
export async function createApiToken(db: Db, admin: AuthUser, input: NewApiToken): Promise<ApiTokenCreated> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const tokenGuid = randomUUID();
  const userGuid = randomUUID();
  const at = nowIso();
  const expiresAt =
    input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * DAY_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        user_guid: userGuid,
        email: `integration-${tokenGuid}@client-portal.invalid`,
        first_name: input.name,
        last_name: '',
        password_hash: null,
        disabled_at: at,
        created_at: at,
        role: 'staff',
      })
      .execute();
    await trx
      .insertInto('api_tokens')
      .values({
        token_guid: tokenGuid,
        user_guid: userGuid,
        name: input.name,
        scopes: input.scopes.join(' '),
        token_hash: tokenHash(token),
        prefix: token.slice(0, API_TOKEN_PREFIX.length + 4),
        created_by_user_guid: admin.userGuid,
        created_at: at,
        expires_at: expiresAt,
      })
      .execute();
    await recordAudit(trx, {
      actor: admin,
      objectType: 'settings',
      objectGuid: tokenGuid,
      action: 'API token created',
      changes: { token: { before: null, after: { name: input.name, scopes: input.scopes, expiresAt } } },
    });
  });
  const row = await tokenRows(db).where('t.token_guid', '=', tokenGuid).executeTakeFirstOrThrow();
  return { ...toApiToken(row), token };
}

/** Revokes a token: the next request with it, on any process, is refused. Revoking it again changes nothing. */
export async function revokeApiToken(db: Db, admin: AuthUser, tokenGuid: string): Promise<ApiToken> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('api_tokens')
      .select(['name', 'revoked_at'])
      .where('token_guid', '=', tokenGuid)
      .executeTakeFirst();
    if (!current) throw notFound(`API token ${tokenGuid} not found.`);
    if (current.revoked_at) return;
    const at = nowIso();
    await trx.updateTable('api_tokens').set({ revoked_at: at }).where('token_guid', '=', tokenGuid).execute();
    await recordAudit(trx, {
      actor: admin,
      objectType: 'settings',
      objectGuid: tokenGuid,
      action: 'API token revoked',
      changes: { revokedAt: { before: null, after: at } },
    });
  });
  return toApiToken(await tokenRows(db).where('t.token_guid', '=', tokenGuid).executeTakeFirstOrThrow());
}

/** A request's token, when it is one that works: not revoked, not expired. */
export interface TokenSignIn {
  tokenGuid: string;
  scopes: ApiTokenScope[];
  user: AuthUser;
}

/** Use is written at most this often per token (and whenever the address changes): not a write per request. */
const USE_RECORDED_EVERY_MS = 60_000;

/** The token's integration, or null for a token that does not work; records when and from where it was used. */
export async function signInWithApiToken(db: Db, token: string, ipAddress: string): Promise<TokenSignIn | null> {
  const row = await db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.user_guid', 't.user_guid')
    .select(['t.token_guid', 't.scopes', 't.expires_at', 't.revoked_at', 't.last_used_at', 't.last_used_ip'])
    .select(['u.user_guid', 'u.email', 'u.first_name', 'u.last_name'])
    .where('t.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  const now = new Date();
  if (!row || row.revoked_at !== null || (row.expires_at !== null && row.expires_at <= now.toISOString())) return null;
  const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (row.last_used_ip !== ipAddress || now.getTime() - lastUsed >= USE_RECORDED_EVERY_MS) {
    await db
      .updateTable('api_tokens')
      .set({ last_used_at: now.toISOString(), last_used_ip: ipAddress })
      .where('token_guid', '=', row.token_guid)
      .execute();
  }
  return {
    tokenGuid: row.token_guid,
    scopes: row.scopes.split(' ') as ApiTokenScope[],
    user: {
      userGuid: row.user_guid,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: 'staff',
      isStaff: true,
      ipAddress,
    },
  };
}
