import { Guid } from '@client-portal/contract';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import { findString } from './text.js';

/** Parses a request part with a contract schema; a mismatch is a 400 naming the first bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) {
    // PostgreSQL text cannot hold U+0000 (the insert fails: a 500); SQLite can. Refused on input, so both databases
    // take the same requests and the client hears which field is wrong. Found by test/security/fuzz.test.ts.
    const nul = findString(result.data, (text) => text.includes('\u0000'));
    if (nul) throw new AppError('bad_request', `${nul.join('.') || where}: must not contain NUL characters`);
    return result.data;
  }
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? issue.path.join('.') : where;
  throw new AppError('bad_request', `${field}: ${issue.message}`);
}

/** A path GUID: malformed → 400 (spec §6 and the foundation rules). Returned lower-cased, as stored. */
export function parseGuid(value: unknown, name: string): string {
  if (typeof value !== 'string' || !Guid.safeParse(value).success) {
    throw new AppError('bad_request', `${name} is not a valid GUID.`);
  }
  return value.toLowerCase();
}
