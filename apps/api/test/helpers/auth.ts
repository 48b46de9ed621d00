import { createHmac } from 'node:crypto';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/domain/shared/tokens.js';
import { ADMIN } from './demo-seed.js';
import { TEST_JWT_SECRET } from './test-app.js';

/** Signs in through POST /api/auth/authenticate and returns the token; throws on any other answer. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { username: email, password, siteKey: DEFAULT_AUTH_SITE_KEY },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Demo users who have no password (the other staff member, Sam) sign in with the demo password too: the admin's. */
export async function giveDemoPassword(db: Db, emails: readonly string[]): Promise<void> {
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('user_guid', '=', ADMIN.userGuid)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ password_hash })
    .where('email', 'in', [...emails])
    .execute();
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface ForgeOptions {
  /** Claims merged over valid defaults (sub, ver 0, iss, aud, iat now, exp in an hour). */
  claims?: Record<string, unknown>;
  /** Header merged over {alg: HS256, typ: JWT}. */
  header?: Record<string, unknown>;
  /** HMAC secret (default the test secret); null leaves the signature empty. */
  secret?: string | null;
}

/** A hand-made JWT (node:crypto HMAC, base64url), for tamper tests. */
export function forgeToken(sub: string, options: ForgeOptions = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'HS256', typ: 'JWT', ...options.header };
  const claims = { sub, ver: 0, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 3600, ...options.claims };
  const signingInput = `${base64url(header)}.${base64url(claims)}`;
  const secret = options.secret === undefined ? TEST_JWT_SECRET : options.secret;
  const signature = secret === null ? '' : createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}
