import { Ok, SendResetLinkRequest } from '@client-portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../../../app-context.js';
import { issuePasswordReset } from '../../../domain/password-resets/issue-password-reset.js';
import { findUserByEmail } from '../../../domain/users/find-user-by-email.js';
import { normaliseEmail } from '../../../domain/users/email.js';
import { AppError } from '../../../lib/app-error.js';
import { resetLinkMessage } from '../../../mail/messages.js';
import { addressAndIp } from '../../../plugins/limiters.js';
import { errorAnswers, withSchemas } from '../../schemas.js';

/**
 * Requests per address+IP pair and per IP before 429. Nothing is refused per address alone: a stranger could use that
 * up and deny a client their link. The address has a cool-down instead: at most one mail a minute, so a flood from many
 * sources cannot fill an inbox; a request within the minute is answered alike and sends nothing, and the owner already
 * has the link mailed that minute (whoever asked for it, it went to the owner).
 */
export const RESET_LINK_LIMITS = {
  perAddressAndIp: { points: 5, durationSeconds: 60 * 60 },
  perIp: { points: 30, durationSeconds: 60 * 60 },
  cooldownSeconds: 60,
} as const;

/** One answer whether or not the address belongs to a client (spec §8: that message is never displayed). */
const ACCEPTED = { ok: true } as const;

/**
 * Consumes a point; a used-up limiter is a 429 with Retry-After. Any other error propagates (with Redis away the limiter
 * counts in memory instead: see createLimiters).
 */
async function consumeOr429(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    const msBeforeNext = (rejection as { msBeforeNext: number }).msBeforeNext;
    throw new AppError('rate_limited', 'Too many reset requests. Please try again later.', {
      'retry-after': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
    });
  }
}

/** True the first time within the cool-down window for this address. */
async function isOutsideCooldown(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return false;
  }
}

export function sendResetLinkRoute(app: FastifyInstance, { config, db, limiters, mailer }: AppContext) {
  const { perAddressAndIp, perIp, cooldownSeconds } = RESET_LINK_LIMITS;
  const byPair = limiters.create('reset-link-pair', perAddressAndIp.points, perAddressAndIp.durationSeconds);
  const byIp = limiters.create('reset-link-ip', perIp.points, perIp.durationSeconds);
  const cooldown = limiters.create('reset-link-cooldown', 1, cooldownSeconds);

  const handler = async (request: FastifyRequest<{ Body: SendResetLinkRequest }>, reply: FastifyReply) => {
    const { body } = request;
    if (body.SiteKey !== config.authSiteKey) throw new AppError('bad_request', 'SiteKey: unknown site key');

    // Everything before the reply is the same for known and unknown addresses: no database work here.
    const email = normaliseEmail(body.EmailAddress);
    await consumeOr429(byIp, request.ip);
    await consumeOr429(byPair, addressAndIp(email, request.ip));

    if (await isOutsideCooldown(cooldown, email)) {
      // Runs after the reply: whether the address is known changes neither the answer nor its timing.
      mailer.queue(async () => {
        const user = await findUserByEmail(db, email);
        if (!user || user.disabled_at) return null;
        const guid = await issuePasswordReset(db, user.user_guid, config.resetTtlMs);
        return resetLinkMessage(config, user, guid);
      });
    }
    return reply.code(200).send(ACCEPTED);
  };

  // Spec §7 names the URL with its trailing slash; the SPA and older clients may send either.
  const schema = {
    operationId: 'sendResetLink',
    summary: 'Email a password-reset link to the address, if it belongs to an enabled user (the answer is the same)',
    tags: ['auth'],
    body: SendResetLinkRequest,
    response: { 200: Ok, ...errorAnswers(400, 429) },
  };
  const api = withSchemas(app);
  // One call: the description lists it without the trailing slash.
  api.post('/api/auth/sendresetlink', { schema }, handler);
  api.post('/api/auth/sendresetlink/', { schema: { ...schema, hide: true } }, handler);
}
