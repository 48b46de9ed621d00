import { setTimeout as sleep } from 'node:timers/promises';
import { AuthenticateRequest, AuthenticateResponse, isStaffRole } from '@client-portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { recordSignIn } from '../../../domain/audit/record-sign-in.js';
import { signChallenge } from '../../../domain/two-factor/challenge.js';
import { findUserByEmail } from '../../../domain/users/find-user-by-email.js';
import { normaliseEmail } from '../../../domain/users/email.js';
import { AppError } from '../../../lib/app-error.js';
import { getDummyHash, verifyPassword } from '../../../lib/password.js';
import { errorAnswers, withSchemas } from '../../schemas.js';

const WRONG_CREDENTIALS = 'The email address or password is incorrect.';

export function authenticateRoute(app: FastifyInstance, { config, db, limiters }: AppContext) {
  // A locked-out IP is answered 429 before its body is read or validated.
  const onRequest = async (request: FastifyRequest) => limiters.assertLoginIpAllowed(request.ip);
  const schema = {
    operationId: 'signIn',
    summary: 'Sign in: a bearer token for the API, or for staff with two-factor sign-in on, a challenge for the code',
    tags: ['auth'],
    body: AuthenticateRequest,
    response: { 200: AuthenticateResponse, ...errorAnswers(400, 401, 429) },
  };
  withSchemas(app).post('/api/auth/authenticate', { onRequest, schema }, async (request, reply) => {
    const { body } = request;
    if (body.siteKey !== config.authSiteKey) throw new AppError('bad_request', 'siteKey: unknown site key');

    const email = normaliseEmail(body.username);
    // Before the password is checked, so the wait says nothing about it (see createLimiters for the rule).
    const delayMs = await limiters.loginDelayMs(email, request.ip);
    if (delayMs > 0) {
      request.log.info({ delayMs }, 'Sign-in slowed: many failed sign-ins for this address');
      await sleep(delayMs);
    }

    const user = await findUserByEmail(db, email);
    // Unknown addresses are checked against a dummy hash: the same hashing work either way.
    const hash = user?.password_hash ?? (await getDummyHash());
    const isMatch = await verifyPassword(body.password, hash);
    if (!user || !user.password_hash || user.disabled_at || !isMatch) {
      await limiters.recordLoginFailure(email, request.ip);
      await recordSignIn(db, { userGuid: user?.user_guid ?? null, email, ipAddress: request.ip, succeeded: false });
      throw new AppError('unauthorized', WRONG_CREDENTIALS);
    }
    // Staff with two-factor sign-in on are signed in by the second step (POST /api/auth/twofactor), and their
    // failures are cleared only then. A client's answer is always the token.
    if (isStaffRole(user.role) && user.totp_enabled_at) {
      return reply.send({ twoFactorRequired: true, challenge: signChallenge(app, user) });
    }
    await limiters.recordLoginSuccess(email, request.ip);
    await recordSignIn(db, { userGuid: user.user_guid, email, ipAddress: request.ip, succeeded: true });
    return reply.send({ token: app.signToken({ userGuid: user.user_guid, tokenVersion: user.token_version }) });
  });
}
