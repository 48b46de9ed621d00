import { isStaffRole, type ApiTokenScope } from '@client-portal/contract';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { API_TOKEN_PREFIX, signInWithApiToken } from '../domain/api-tokens/api-tokens.js';
import { assertAdmin } from '../domain/shared/access.js';
import type { AuthUser } from '../domain/shared/auth-user.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../domain/shared/tokens.js';
import { findSignedInUser } from '../domain/users/find-signed-in-user.js';
import { AppError } from '../lib/app-error.js';

interface TokenClaims {
  sub: string;
  ver: number;
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
     * Signs the request in from its bearer token (a valid token of an enabled user, of the user's current token
     * version), or refuses it with 401. The hook of every signed-in route (routes/index.ts).
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    signToken: (user: { userGuid: string; tokenVersion: number }) => string;
  }
  interface FastifyContextConfig {
    /**
     * The scope an API token needs for this call (`signed-in`: any token). A call without one is refused to every API
     * token (403): tokens reach only what their scopes cover.
     */
    tokenScope?: ApiTokenScope | 'signed-in';
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The API token the request was made with, if it was (not a person's sign-in). */
    apiToken: { tokenGuid: string; scopes: ApiTokenScope[] } | null;
    /** A staff member the admins' two-factor rule waits for: they reach only their own set-up (routes/index.ts). */
    mustEnrolTwoFactor: boolean;
  }
}

/**
 * The scheme and the spaces before the token: RFC 6750's `"Bearer" 1*SP b64token`, the scheme in any case (RFC 7235).
 * The token's own form is the verifier's to judge.
 */
const BEARER = /^Bearer +/i;

const invalidToken = () => new AppError('unauthorized', 'A valid sign-in token is required.');

export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: Db }) => {
  const { config, db } = opts;
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
  app.decorateRequest('mustEnrolTwoFactor', false);
  app.decorateRequest('apiToken', null);

  app.decorate('signToken', (user: { userGuid: string; tokenVersion: number }) =>
    app.jwt.sign({ sub: user.userGuid, ver: user.tokenVersion }),
  );

  /** The request's bearer token; throws 401 when there is none. */
  const bearerToken = (request: FastifyRequest): string => {
    const header = request.headers.authorization;
    const scheme = header && BEARER.exec(header);
    if (!header || !scheme) throw invalidToken();
    return header.slice(scheme[0].length);
  };

  /** The claims of a sign-in token; throws 401 when it does not verify. */
  const tokenClaims = (token: string): TokenClaims => {
    let claims: TokenClaims;
    try {
      // The verifier refuses anything but three base64url segments (no padding, no whitespace).
      claims = app.jwt.verify<TokenClaims>(token);
    } catch {
      throw invalidToken();
    }
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') throw invalidToken();
    return claims;
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    // An integration's API token: looked up (by its hash) at every request, so a revocation holds at once everywhere.
    if (token.startsWith(API_TOKEN_PREFIX)) {
      const signIn = await signInWithApiToken(db, token, request.ip);
      if (!signIn) throw new AppError('unauthorized', 'This API token does not work: it was revoked or has expired.');
      request.authUser = signIn.user;
      request.apiToken = { tokenGuid: signIn.tokenGuid, scopes: signIn.scopes };
      return;
    }
    const claims = tokenClaims(token);
    const user = await findSignedInUser(db, claims.sub);
    // A password reset or `user disable` bumps token_version, revoking every token issued before.
    if (!user || user.token_version !== claims.ver) throw invalidToken();
    request.authUser = {
      userGuid: user.user_guid,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      role: user.role,
      isStaff: isStaffRole(user.role),
      ipAddress: request.ip,
    };
    request.mustEnrolTwoFactor = user.mustEnrolTwoFactor;
  });
});

/** The signed-in user of a route inside the signed-in subtree. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw invalidToken();
  return request.authUser;
}

/** A route hook for what only admins may do (domain/access.ts assertAdmin, which the operations check too). */
export async function adminsOnly(request: FastifyRequest): Promise<void> {
  assertAdmin(currentUser(request));
}
