import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^14, r=8, p=5 (16 MiB, equivalent to its N=2^17 p=1 row). */
const PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 5 };

let cost = PASSWORD_COST;

/**
 * The API and unit tests hash with a low cost (their setup file calls this), so thousands of sign-ins take seconds.
 * Every hash records its own cost, so verifying is the same either way; the server and the CLI never call this.
 */
export function useTestPasswordCost(): void {
  cost = { N: 2 ** 10, r: 8, p: 1 };
}
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

/** Counts hash computations, so tests can prove unknown and known addresses cost the same work. */
export const hashingStats = { computations: 0 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  hashingStats.computations++;
  const { N, r, p } = cost;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEM });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  hashingStats.computations++;
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/** A real hash of a random password: unknown addresses are checked against it so they cost the same work. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).then((h) => {
    hashingStats.computations--;
    return h;
  });
  return dummyHash;
}
