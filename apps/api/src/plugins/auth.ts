import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { ReadCache } from '../db/read-cache.js';
import { findActiveUser } from '../domain/users.repository.js';
import { AppError } from '../lib/app-error.js';

export interface AuthUser {
  userGuid: string;
  email: string;
  firstName: string;
  lastName: string;
}

interface TokenClaims {
  sub: string;
  ver: number;
}

interface VerifiedToken {
  claims: TokenClaims;
  /** `exp`, in milliseconds. */
  expiresAt: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for protected routes: a valid bearer token of an enabled user with the current token version. When
     * the user's row is in the read cache it answers within the call, without a promise.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
    /** The same check, awaited, for a route where signing in is optional. */
    checkUser: (request: FastifyRequest) => Promise<void>;
    /**
     * The user a request's Authorization header signs in, when that is known without any work that could fail: a
     * bearer token already verified (and not expired) whose user's row is kept in the read cache, current, enabled and
     * of the token's version. Undefined whenever anything is not known that way; requireUser then decides.
     */
    keptSignedInUser: (authorization: string | undefined) => string | undefined;
    signToken: (user: { userGuid: string; tokenVersion: number }) => string;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export const TOKEN_ISSUER = 'client-portal';
export const TOKEN_AUDIENCE = 'client-portal-web';

type ActiveUser = NonNullable<Awaited<ReturnType<typeof findActiveUser>>>;

/**
 * The scheme and the spaces before the token: RFC 6750's `"Bearer" 1*SP b64token`, the scheme in any case (RFC 7235).
 * The token's own form is the verifier's to judge.
 */
const BEARER = /^Bearer +/i;

const invalidToken = () => new AppError('unauthorized', 'A valid sign-in token is required.');

export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: Db; readCache: ReadCache }) => {
  const { config, db, readCache } = opts;
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: {
      algorithm: 'HS256',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      expiresIn: Math.floor(config.tokenTtlMs / 1000),
    },
    // HS256 pinned: "alg: none" and every other algorithm are refused. The verifier only checks the issuer and
    // audience of a token that has them, so both are required too (RFC 8725 §3.9–3.10).
    verify: {
      algorithms: ['HS256'],
      allowedIss: TOKEN_ISSUER,
      allowedAud: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'iss', 'aud'],
    },
    // The JwtToken cookie the client writes (spec §3) is never a credential: only the Authorization header counts.
  });

  app.decorateRequest('authUser', null);

  // A token that passed verification is remembered, by its text, until it expires, so the same bearer token on the
  // next request skips the signature and claim checks. Only that is remembered: the user's token version and
  // disabled state are checked on every request (read through the read cache, which any write retires), so
  // revocation stays immediate.
  const verifiedTokens = new LRUCache<string, VerifiedToken>({ max: 1000 });
  /** The claims of a token verified before and not yet expired. */
  const knownClaims = (token: string): TokenClaims | undefined => {
    const known = verifiedTokens.get(token);
    return known && Date.now() < known.expiresAt ? known.claims : undefined;
  };
  const verifyToken = (token: string): TokenClaims => {
    const known = knownClaims(token);
    if (known) return known;
    const claims = app.jwt.verify<TokenClaims & { exp: number }>(token);
    verifiedTokens.set(token, { claims, expiresAt: claims.exp * 1000 });
    return claims;
  };

  app.decorate('signToken', (user: { userGuid: string; tokenVersion: number }) =>
    app.jwt.sign({ sub: user.userGuid, ver: user.tokenVersion }),
  );

  /** The claims of the request's bearer token; throws 401 when there is none or it does not verify. */
  const tokenClaims = (request: FastifyRequest): TokenClaims => {
    const header = request.headers.authorization;
    const scheme = header && BEARER.exec(header);
    if (!header || !scheme) throw invalidToken();
    let claims: TokenClaims;
    try {
      // The verifier directly: request.jwtVerify() looks the header up again, decodes the token a second time and
      // merges its options on every call. The verifier refuses anything but three base64url segments (no padding,
      // no whitespace); a token already in verifiedTokens is one it accepted, character for character.
      claims = verifyToken(header.slice(scheme[0].length));
    } catch {
      throw invalidToken();
    }
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') throw invalidToken();
    return claims;
  };

  const userKey = (claims: TokenClaims) => `user ${claims.sub}`;

  /** Signs the request in as `user`, the token's user as the database has it now (null: none that is enabled). */
  const admit = (request: FastifyRequest, claims: TokenClaims, user: ActiveUser | null) => {
    // A password reset or `user disable` bumps token_version, revoking every token issued before.
    if (!user || user.token_version !== claims.ver) throw invalidToken();
    request.authUser = {
      userGuid: user.user_guid,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
    };
  };

  const requireUser = (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
    let claims: TokenClaims;
    let kept: ActiveUser | null | undefined;
    try {
      claims = tokenClaims(request);
      // A user row kept in the read cache is as current as the database: checked here, within this call.
      kept = readCache.peek<ActiveUser | null>(userKey(claims));
      if (kept !== undefined) admit(request, claims, kept);
    } catch (error) {
      done(error as Error);
      return;
    }
    // Outside the try: done() runs the rest of the request, whose errors are not this check's to report.
    if (kept !== undefined) {
      done();
      return;
    }
    readCache
      .read(userKey(claims), async () => (await findActiveUser(db, claims.sub)) ?? null)
      .then((user) => admit(request, claims, user))
      .then(() => done(), done);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('keptSignedInUser', (header: string | undefined) => {
    const scheme = header && BEARER.exec(header);
    const claims = scheme ? knownClaims(header.slice(scheme[0].length)) : undefined;
    if (!claims) return undefined;
    const user = readCache.peek<ActiveUser | null>(userKey(claims));
    // As admit() decides: no row (null) or another token version is for requireUser to refuse.
    return user && user.token_version === claims.ver ? user.user_guid : undefined;
  });
  app.decorate(
    'checkUser',
    (request: FastifyRequest) =>
      new Promise<void>((resolve, reject) =>
        requireUser(request, undefined, (error) => (error ? reject(error) : resolve())),
      ),
  );
});

/** The signed-in user of a route protected by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw invalidToken();
  return request.authUser;
}
