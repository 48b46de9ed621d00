import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database.js';
import type { AppError } from '../../lib/app-error.js';
import { consumeRecoveryCode } from './recovery-codes.js';
import { isTotpShaped, matchingStep } from './totp.js';
import type { TwoFactorUser } from './queries.js';
import type { SignInLimits } from './sign-in-limits.js';

/**
 * Accepts a 6-digit code of the user's secret once: its time step must be later than the last one accepted, and the
 * update that records it is the check, so two requests racing with one code cannot both pass.
 */
async function acceptTotp(db: Db, user: TwoFactorUser, code: string): Promise<boolean> {
  const secret = user.totp_secret;
  if (!secret) return false;
  const step = matchingStep(code, secret);
  if (step === null) return false;
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('user_guid', '=', user.user_guid)
    .where('totp_secret', '=', secret)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface SecondFactorAttempt<T> {
  db: Db;
  limiters: SignInLimits;
  user: TwoFactorUser;
  /** The request's address: failures count against the sign-in limits of this address and the user's email. */
  ip: string;
  code: string;
  /** An unused recovery code may stand in for the 6-digit code (sign-in, turning off, new codes). */
  allowsRecoveryCode: boolean;
  /** The error a wrong code answers with. */
  wrongCode: () => AppError;
  /** The change the code authorises, in the transaction that accepts the code. */
  write: (trx: Db) => Promise<T>;
}

/**
 * Checks a code and makes the change it authorises in one transaction: a refused change leaves the code unused, and
 * a wrong code changes nothing. Wrong codes count as failed sign-ins (sign-in-limits.ts), so guessing
 * is held to the same limits and delays as guessing passwords.
 */
export async function withSecondFactor<T>(attempt: SecondFactorAttempt<T>): Promise<T> {
  const { db, limiters, user, ip, code } = attempt;
  await limiters.assertLoginIpAllowed(ip);
  const delayMs = await limiters.loginDelayMs(user.email, ip);
  if (delayMs > 0) await sleep(delayMs);

  const outcome = await db.transaction().execute(async (trx) => {
    const isAccepted =
      isTotpShaped(code) || !attempt.allowsRecoveryCode
        ? await acceptTotp(trx, user, code)
        : await consumeRecoveryCode(trx, user.user_guid, code);
    return isAccepted ? { isAccepted, value: await attempt.write(trx) } : { isAccepted };
  });
  if (!outcome.isAccepted) {
    await limiters.recordLoginFailure(user.email, ip);
    throw attempt.wrongCode();
  }
  return outcome.value as T;
}
