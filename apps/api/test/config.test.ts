import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { PROCESS_RUN_TIMEOUT_MS, PROCESS_TEST_TIMEOUT_MS } from './helpers/processes.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX_CLI = path.resolve(API_DIR, '../../node_modules/tsx/dist/cli.mjs');
const GOOD_SECRET = 'x'.repeat(32);

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: GOOD_SECRET, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the configuration');
}

describe('configuration', () => {
  it('refuses a JWT_SECRET shorter than 32 bytes', () => {
    expect(configError({ JWT_SECRET: 'x'.repeat(31) })).toMatch(/JWT_SECRET: must be at least 32 bytes long/);
  });

  it('accepts a JWT_SECRET of exactly 32 bytes', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: GOOD_SECRET }).jwtSecret).toBe(GOOD_SECRET);
  });

  it.each(['abc', '70000', '-1', '80.5'])('refuses PORT=%s', (port) => {
    expect(configError({ PORT: port })).toMatch(/^Invalid configuration:\n\s+PORT: /);
  });

  it.each(['mysql://localhost/portal', 'portal.db', 'http://db.example'])('refuses DATABASE_URL=%s', (url) => {
    expect(configError({ DATABASE_URL: url })).toMatch(
      /DATABASE_URL: must start with postgres:\/\/, postgresql:\/\/ or sqlite:/,
    );
  });

  it.each([
    ['API_HOST', 'https://api.example;script-src'],
    ['API_HOST', 'https://user:pass@api.example'],
    ['PUBLIC_URL', 'https://portal,example.com'],
    ['TERMS_URL', 'javascript:alert(1)'],
  ])('refuses %s=%s (a URL the pages would carry into their policy or links)', (name, value) => {
    expect(configError({ [name]: value })).toContain(name);
  });

  it.each([
    ['IMAP_URL', 'imap.example.com', 'must look like imaps://user:password@host:993'],
    ['IMAP_URL', 'https://user:pass@imap.example.com', 'must look like imaps://user:password@host:993'],
    ['REPLY_ADDRESS', 'support@example.com', 'must be an address with {tag} before the @'],
    ['IMAP_POLL', 'often', 'must be a duration'],
  ])('refuses %s=%s, saying what it must be', (name, value, words) => {
    expect(configError({ IMAP_URL: 'imap://u:p@localhost', [name]: value })).toContain(`${name}: ${words}`);
  });

  it('reads no mailbox without IMAP_URL; with it, replies go to the support address plus-addressed', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: GOOD_SECRET }).mailIn).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: GOOD_SECRET,
        IMAP_URL: 'imaps://support%40agency.example:secret@imap.agency.example',
        SUPPORT_EMAIL: 'help@agency.example',
      }).mailIn,
    ).toEqual({
      imapUrl: 'imaps://support%40agency.example:secret@imap.agency.example',
      folder: 'INBOX',
      pollMs: 20_000,
      replyAddress: 'help+{tag}@agency.example',
      projectAddresses: false,
      perHour: 30,
      maxBytes: 25_000_000,
    });
  });

  it('names every bad variable at once', () => {
    const message = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/JWT_SECRET/);
  });

  it('chooses SQLite in DATA_DIR by default and PostgreSQL for a postgres:// URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: GOOD_SECRET }).database).toEqual({
      kind: 'sqlite',
      file: path.join(dataDir, 'portal.db'),
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: GOOD_SECRET, DATABASE_URL: 'postgres://u@h/db' }).database,
    ).toMatchObject({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('creates the JWT secret file once with mode 0600 and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    const stat = statSync(file);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(32);
    const contents = readFileSync(file, 'utf8');

    const second = loadConfig({ DATA_DIR: dataDir });

    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(file, 'utf8')).toBe(contents);
    expect(statSync(file).mtimeMs).toBe(stat.mtimeMs);
  });

  it('prefers JWT_SECRET and then writes no secret file', () => {
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: GOOD_SECRET });
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow();
  });

  it(
    'stops the server with a clear message and exit code 1 on a bad value',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const run = promisify(execFile)(process.execPath, [TSX_CLI, 'src/server.ts'], {
        cwd: API_DIR,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, JWT_SECRET: 'too-short' },
        timeout: PROCESS_RUN_TIMEOUT_MS,
      });
      await expect(run).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('JWT_SECRET: must be at least 32 bytes long'),
      });
    },
  );
});
