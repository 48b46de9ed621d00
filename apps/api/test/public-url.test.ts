import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT } from './helpers/demo-seed.js';
import { PROCESS_TEST_TIMEOUT_MS, startProcess, stopProcess } from './helpers/processes.js';

let dataDir: string;
let stop: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stop?.();
  stop = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server on a port of its own, with the demo data and no SMTP: mail lands in DATA_DIR/outbox. */
async function startServer(env: Record<string, string> = {}) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-url-'));
  const server = await startProcess('server', 'src/server.ts', {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  });
  stop = () => stopProcess(server.child);
  return server;
}

/** Asks for a reset link the way the SPA does, and reads the link out of the email's text. */
async function mailedResetLink(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sendresetlink/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ EmailAddress: CLIENT.email, SiteKey: DEFAULT_AUTH_SITE_KEY }),
  });
  expect(response.status).toBe(200);
  const outbox = path.join(dataDir, 'outbox');
  const file = await vi.waitFor(
    () => {
      const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      return path.join(outbox, files[0]!);
    },
    { timeout: 60_000, interval: 50 },
  );
  const { text } = await PostalMime.parse(readFileSync(file, 'utf8'));
  const link = /(\S+\/login\/reset\?guid=[0-9a-f-]{36})/.exec(text ?? '');
  expect(link).not.toBeNull();
  return link![1]!;
}

describe('links in emails', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('point at the port the server listens on when PUBLIC_URL is not set', async () => {
    const server = await startServer();
    const port = new URL(server.url).port;

    const link = await mailedResetLink(server.url);

    expect(link).toMatch(new RegExp(`^http://localhost:${port}/login/reset\\?guid=`));
    // The link reaches this very server.
    const health = await fetch(`${new URL(link).origin.replace('localhost', '127.0.0.1')}/api/health`);
    expect(health.status).toBe(200);
    expect(server.output()).toContain(`Client Portal is running at http://localhost:${port}`);
    expect(server.output()).toContain(path.join(dataDir, 'outbox'));
    expect(server.output()).not.toContain('Links in emails use PUBLIC_URL');
  });

  it('use PUBLIC_URL when it is set, and the start says once that it differs from the listening address', async () => {
    const server = await startServer({ PUBLIC_URL: 'https://portal.agency.example/' });

    const link = await mailedResetLink(server.url);

    expect(link).toMatch(/^https:\/\/portal\.agency\.example\/login\/reset\?guid=/);
    const notices = server.output().match(/Links in emails use PUBLIC_URL https:\/\/portal\.agency\.example/g);
    expect(notices).toHaveLength(1);
  });
});
