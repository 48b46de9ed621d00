import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** Lower-case letters and digits without the ones read alike (0/o, 1/l/i): 31 symbols, ~49.5 bits a code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

function newRecoveryCode(): string {
  const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
}

/** Case, spaces and dashes as typed do not matter. */
const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** A new set of codes replaces every earlier one; the codes are returned once and only their hashes are kept. */
export async function replaceRecoveryCodes(trx: Db, userGuid: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await trx.deleteFrom('two_factor_recovery_codes').where('user_guid', '=', userGuid).execute();
  await trx
    .insertInto('two_factor_recovery_codes')
    .values([...codes].map((code) => ({ user_guid: userGuid, code_hash: hashRecoveryCode(code), used_at: null })))
    .execute();
  return [...codes];
}

export async function deleteRecoveryCodes(trx: Db, userGuid: string): Promise<void> {
  await trx.deleteFrom('two_factor_recovery_codes').where('user_guid', '=', userGuid).execute();
}

/** Marks an unused code used; false when it is not one of the user's unused codes. One statement: used once only. */
export async function consumeRecoveryCode(db: Db, userGuid: string, code: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_guid', '=', userGuid)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
