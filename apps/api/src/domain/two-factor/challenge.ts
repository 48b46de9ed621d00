import type { FastifyInstance } from 'fastify';
import { TOKEN_ISSUER } from '../shared/tokens.js';

/**
 * The second step's challenge: a JWT of its own audience, so the bearer check (which only allows the API token's
 * audience) refuses it, and only POST /api/auth/twofactor takes it. It names the user and their token version: a
 * password reset or `user disable` in the meantime voids it.
 */
const CHALLENGE_AUDIENCE = 'client-portal-two-factor';
const CHALLENGE_SECONDS = 5 * 60;

interface ChallengeClaims {
  sub: string;
  ver: number;
}

export const signChallenge = (app: FastifyInstance, user: { user_guid: string; token_version: number }): string =>
  app.jwt.sign(
    { sub: user.user_guid, ver: user.token_version },
    { aud: CHALLENGE_AUDIENCE, expiresIn: CHALLENGE_SECONDS },
  );

/** The challenge's claims, or null when it is not a valid, unexpired challenge. */
export function verifyChallenge(app: FastifyInstance, challenge: string): ChallengeClaims | null {
  try {
    const claims = app.jwt.verify<ChallengeClaims>(challenge, {
      allowedAud: CHALLENGE_AUDIENCE,
      allowedIss: TOKEN_ISSUER,
    });
    return typeof claims.sub === 'string' && typeof claims.ver === 'number' ? claims : null;
  } catch {
    return null;
  }
}
