import { AuthenticatedToken, isStaffRole, TwoFactorSignInRequest } from '@client-portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { verifyChallenge } from '../../../domain/two-factor/challenge.js';
import { findTwoFactorUser } from '../../../domain/two-factor/queries.js';
import { withSecondFactor } from '../../../domain/two-factor/verify-second-factor.js';
import { AppError } from '../../../lib/app-error.js';
import { recordSignIn } from '../../../domain/audit/record-sign-in.js';
import { errorAnswers, withSchemas } from '../../schemas.js';

const WRONG_CODE = 'The authentication code is not right. Please try again.';
const EXPIRED = 'This sign-in has expired. Please log in again.';

/** The second step of a staff sign-in with two-factor sign-in on: the first step's challenge and a code. */
export function twoFactorSignInRoute(app: FastifyInstance, { db, limiters }: AppContext) {
  const onRequest = async (request: FastifyRequest) => limiters.assertLoginIpAllowed(request.ip);
  const schema = {
    operationId: 'signInWithTwoFactor',
    summary: 'Sign in, second step: a 6-digit code (or a recovery code) for the challenge; a bearer token',
    tags: ['auth'],
    body: TwoFactorSignInRequest,
    response: { 200: AuthenticatedToken, ...errorAnswers(400, 401, 429) },
  };
  withSchemas(app).post('/api/auth/twofactor', { onRequest, schema }, async (request) => {
    const claims = verifyChallenge(app, request.body.challenge);
    const user = claims && (await findTwoFactorUser(db, claims.sub));
    if (
      !user ||
      user.disabled_at ||
      user.token_version !== claims.ver ||
      !isStaffRole(user.role) ||
      !user.totp_enabled_at
    ) {
      throw new AppError('unauthorized', EXPIRED);
    }
    const signIn = { userGuid: user.user_guid, email: user.email, ipAddress: request.ip };
    const token = await withSecondFactor({
      db,
      limiters,
      user,
      ip: request.ip,
      code: request.body.code,
      allowsRecoveryCode: true,
      wrongCode: () => new AppError('unauthorized', WRONG_CODE),
      write: async () => app.signToken({ userGuid: user.user_guid, tokenVersion: user.token_version }),
    }).catch(async (error: unknown) => {
      // A wrong code is a failed sign-in, in the audit log as a wrong password is.
      if (error instanceof AppError && error.statusCode === 401)
        await recordSignIn(db, { ...signIn, succeeded: false });
      throw error;
    });
    await limiters.recordLoginSuccess(user.email, request.ip);
    await recordSignIn(db, { ...signIn, succeeded: true });
    return { token };
  });
}
