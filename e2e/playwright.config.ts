import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { writeDovecotConfig } from '../apps/api/test/helpers/imap-server';
import { chromiumPath, CHROMIUM_ARGS } from './support/chromium';

// One production server (built SPA + API) on a fresh SQLite database seeded with the demo data.
const port = Number(process.env.E2E_PORT ?? 4173);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
// The support mailbox the server reads: a Dovecot of its own (Debian's dovecot-imapd), started with the server.
process.env.E2E_IMAP_PORT = String(port + 1000);
process.env.E2E_IMAP_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-imap-'));
const imap = writeDovecotConfig(
  process.env.E2E_IMAP_DIR,
  Number(process.env.E2E_IMAP_PORT),
  path.join(process.env.E2E_IMAP_DIR, 'dovecot.log'),
);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One browser at a time: sign-in hashes with scrypt on purpose (~0.2–0.3 s of CPU), and on a two-core machine two
  // browsers plus the server can push a sign-in past the SPA's 1.8 s request time-out (spec §9), which the screen
  // then reports as "Error contacting authentication server." — a failure of the machine, not of the test.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
    // No transition is running when a test measures colours (axe): a button just clicked would otherwise be caught
    // halfway between its hover and resting colours.
    reducedMotion: 'reduce',
  },
  webServer: {
    // The server's log goes to a file in the data folder, where the security tests read it.
    // Demo seed, then every e2e/fixtures/*.json (data the browser tests need on top of it), then the server.
    // Dovecot runs in the server's process group, and stops with it.
    command: [
      `(/usr/sbin/dovecot -F -c "${imap.config}" &)`,
      'npm run admin -- seed',
      'for f in e2e/fixtures/*.json; do [ -e "$f" ] || continue; npm run admin -- import "$PWD/$f" || exit 1; done',
      `npm run start -w apps/api > "${process.env.E2E_DATA_DIR}/server.log" 2>&1`,
    ].join(' && '),
    cwd: '..',
    url: `${process.env.E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    // Seeding, the fixtures' imports and the start take a few seconds on an idle machine, far more on a busy one.
    timeout: 180_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
      PUBLIC_URL: process.env.E2E_BASE_URL,
      JWT_SECRET: 'e2e-secret-that-is-at-least-32-bytes-long',
      // Ticket emails gather for 10 s instead of 5 min: long enough that two quick changes make one email.
      NOTIFICATION_DELAY: '10s',
      // The sites the uptime tests monitor are on this machine.
      MONITOR_ALLOW_PRIVATE: 'true',
      // One failed check confirms a site down (and one good check up), so an outage shows within one 30 s interval.
      MONITOR_CONFIRM_CHECKS: '1',
      // Email in: the mailbox is read every second.
      IMAP_URL: imap.url,
      IMAP_POLL: '1s',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
