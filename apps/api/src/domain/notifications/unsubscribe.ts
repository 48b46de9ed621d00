import { NotificationKind } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { TOKEN_ISSUER } from '../shared/tokens.js';

/**
 * The one-click unsubscribe link of an email (RFC 8058 `List-Unsubscribe-Post`): a JWT of its own audience naming the
 * person and the kinds of email it turns off. The bearer check refuses it (another audience), and it only ever turns
 * emails off.
 */
const UNSUBSCRIBE_AUDIENCE = 'client-portal-unsubscribe';
const UNSUBSCRIBE_VALID = '180d';

interface UnsubscribeClaims {
  sub: string;
  kinds: NotificationKind[];
}

export function signUnsubscribe(app: FastifyInstance, userGuid: string, kinds: readonly NotificationKind[]): string {
  // Not a sign-in: no token version (a new password leaves the link working; it can only turn emails off).
  const claims = { sub: userGuid, ver: 0, kinds: [...kinds] };
  return app.jwt.sign(claims, { aud: UNSUBSCRIBE_AUDIENCE, expiresIn: UNSUBSCRIBE_VALID });
}

/** The link's claims, or null when it is not a valid, unexpired unsubscribe link. */
export function verifyUnsubscribe(app: FastifyInstance, token: string): UnsubscribeClaims | null {
  try {
    const claims = app.jwt.verify<UnsubscribeClaims>(token, {
      allowedAud: UNSUBSCRIBE_AUDIENCE,
      allowedIss: TOKEN_ISSUER,
    });
    const kinds = NotificationKind.array().min(1).safeParse(claims.kinds);
    return typeof claims.sub === 'string' && kinds.success ? { sub: claims.sub, kinds: kinds.data } : null;
  } catch {
    return null;
  }
}
