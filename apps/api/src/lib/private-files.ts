import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

/**
 * The data directory and the files in it hold password hashes and every client's data: owner only, like the
 * generated JWT secret. Modes given at creation are narrowed by the umask, never widened.
 */
const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and any missing parent) owner-only; an existing directory is left as it is. */
export function createPrivateDir(dir: string): void {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates `file` empty and owner-only when it does not exist, so whatever writes it next (SQLite, which also gives
 * its `-wal` and `-shm` files the database file's mode) keeps that mode.
 */
export function createPrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
}

export interface ModeChange {
  path: string;
  /** The mode it had, in octal. */
  from: string;
}

/** Narrows existing directories to 0700 and files to 0600 where others could read them; says what it changed. */
export function makePrivate({ dirs = [], files = [] }: { dirs?: string[]; files?: string[] }): ModeChange[] {
  const changes: ModeChange[] = [];
  const narrow = (target: string, mode: number) => {
    if (!existsSync(target)) return;
    const current = statSync(target).mode & 0o777;
    if ((current & ~mode) === 0) return;
    chmodSync(target, current & mode);
    changes.push({ path: target, from: current.toString(8).padStart(4, '0') });
  };
  for (const dir of dirs) narrow(dir, PRIVATE_DIR_MODE);
  for (const file of files) narrow(file, PRIVATE_FILE_MODE);
  return changes;
}
