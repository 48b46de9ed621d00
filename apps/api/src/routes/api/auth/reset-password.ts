import { ApiError, ResetPasswordDone, ResetPasswordRequest, resetMessages } from '@client-portal/contract';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { recordSignIn } from '../../../domain/audit/record-sign-in.js';
import { claimPasswordReset } from '../../../domain/password-resets/claim-password-reset.js';
import { findPasswordReset } from '../../../domain/password-resets/find-password-reset.js';
import { hashResetGuid, resetLinkProblem, type ResetLinkProblem } from '../../../domain/password-resets/reset-links.js';
import { voidOtherPasswordResets } from '../../../domain/password-resets/void-other-password-resets.js';
import { findSignedInUser } from '../../../domain/users/find-signed-in-user.js';
import { setPasswordHash } from '../../../domain/users/set-password-hash.js';
import { hashPassword } from '../../../lib/password.js';
import { nowIso } from '../../../lib/time.js';
import { passwordChangedMessage } from '../../../mail/messages.js';
import { errorAnswers, withSchemas } from '../../schemas.js';

/** Spec §7: "otherwise the response text is shown", so each refusal is one plain sentence for the screen. */
const RESET_PROBLEM_TEXT: Record<ResetLinkProblem, string> = {
  unknown: 'This reset link is not valid. Please request a new one.',
  used: 'This reset link has already been used. Please request a new one.',
  superseded: 'Your password has already been reset with another link. Please request a new one if you need to.',
  expired: 'This reset link has expired. Please request a new one.',
};

/** Tells the screen which refusal this is (it shows the "reset link expired" view for `expired`). */
const RESET_STATUS_HEADER = 'x-reset-link-status';

/** Attempts per IP: a GUID cannot be guessed, but each accepted attempt costs a password hash. */
const RESET_PASSWORD_LIMIT = { points: 60, durationSeconds: 15 * 60 } as const;

/** The user was disabled after the link was sent: roll back and refuse like an unknown link. */
class UserNotActive extends Error {}

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(text);

export function resetPasswordRoute(app: FastifyInstance, { db, limiters, mailer, config }: AppContext) {
  const byIp = limiters.create('reset-password-ip', RESET_PASSWORD_LIMIT.points, RESET_PASSWORD_LIMIT.durationSeconds);

  const refuse = (reply: FastifyReply, problem: ResetLinkProblem) =>
    plain(reply.header(RESET_STATUS_HEADER, problem), 400, RESET_PROBLEM_TEXT[problem]);

  const handler = async (request: FastifyRequest<{ Body: ResetPasswordRequest }>, reply: FastifyReply) => {
    // Spec §5 rules on the server too, with the same messages the form shows, as plain text (spec §7). A missing body
    // is read as an empty form (as is one that is not an object), so its message is that of the first field.
    if (request.validationError) {
      const body: unknown = request.body;
      const form = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
      const parsed = ResetPasswordRequest.safeParse(form);
      return plain(reply, 400, parsed.error?.issues[0]?.message ?? resetMessages.required);
    }
    const { body } = request;

    try {
      await byIp.consume(request.ip);
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      const seconds = Math.max(1, Math.ceil((rejection as { msBeforeNext: number }).msBeforeNext / 1000));
      return plain(reply.header('retry-after', String(seconds)), 429, 'Too many attempts. Please try again later.');
    }

    const tokenHash = hashResetGuid(body.PasswordResetGuid);
    // A cheap look first, so a dead link costs no password hash.
    const early = resetLinkProblem(await findPasswordReset(db, tokenHash));
    if (early) return refuse(reply, early);

    const passwordHash = await hashPassword(body.Password1);
    const now = nowIso();
    let user;
    try {
      user = await db.transaction().execute(async (trx) => {
        if (!(await claimPasswordReset(trx, tokenHash, now))) return null;
        const row = await findPasswordReset(trx, tokenHash);
        const owner = row && (await findSignedInUser(trx, row.user_guid));
        if (!owner) throw new UserNotActive();
        const { password_hash: previous } = await trx
          .selectFrom('users')
          .select('password_hash')
          .where('user_guid', '=', owner.user_guid)
          .executeTakeFirstOrThrow();
        // Bumps token_version: every token issued before this reset is refused from now on.
        await setPasswordHash(trx, owner.user_guid, passwordHash);
        await voidOtherPasswordResets(trx, owner.user_guid, now);
        return { ...owner, token_version: owner.token_version + 1, isFirstPassword: previous === null };
      });
    } catch (error) {
      if (error instanceof UserNotActive) return refuse(reply, 'unknown');
      throw error;
    }
    // Lost the race to a concurrent confirmation (or the link expired meanwhile): say why.
    if (!user) return refuse(reply, resetLinkProblem(await findPasswordReset(db, tokenHash), now) ?? 'used');

    // The link proved the mailbox: like a sign-in, it clears this source's failures and remembers it.
    await limiters.recordLoginSuccess(user.email, request.ip);
    // An invited user setting their first password changed nothing they need warning of; they are signed in at once
    // (the link proved their mailbox, as a sign-in would). A reset leaves them to sign in (spec: the Log in link).
    if (!user.isFirstPassword) {
      mailer.send(passwordChangedMessage(config, user));
      return reply.code(200).send({ ok: true });
    }
    // Two-factor sign-in, if on, is never skipped: such an account signs in with its code.
    if (user.totp_enabled_at) return reply.code(200).send({ ok: true });
    await recordSignIn(db, { userGuid: user.user_guid, email: user.email, ipAddress: request.ip, succeeded: true });
    const token = app.signToken({ userGuid: user.user_guid, tokenVersion: user.token_version });
    return reply.code(200).send({ ok: true, token });
  };

  const options = {
    // The handler answers a bad form itself: spec §7 shows the answer's text on the screen.
    attachValidation: true,
    schema: {
      operationId: 'resetPassword',
      summary: 'Set a new password with the GUID of a reset link',
      tags: ['auth'],
      body: ResetPasswordRequest,
      response: {
        200: ResetPasswordDone,
        // Plain text for the screen: the first spec §5 rule broken, or why the link is dead; JSON for a body that is
        // not JSON text at all.
        400: {
          description: 'The first password rule broken, or why the link no longer works, as text for the screen.',
          content: { 'text/plain': { schema: z.string() }, 'application/json': { schema: ApiError } },
        },
        429: {
          description: 'Too many attempts from this address, as text for the screen.',
          content: { 'text/plain': { schema: z.string() } },
        },
        ...errorAnswers(),
      },
    },
  };
  const api = withSchemas(app);
  // One call: the description lists it without the trailing slash.
  api.post('/api/auth/resetpassword', options, handler);
  api.post('/api/auth/resetpassword/', { ...options, schema: { ...options.schema, hide: true } }, handler);
}
