/**
 * Lighthouse performance and accessibility of /login, of /home signed in, and of every screen of the staff workspace,
 * in Debian's Chromium, against the production server on a fresh demo database. Fails when any screen's accessibility,
 * or the performance of /login or /home, is below the target score (0.95).
 *
 *   npm run lighthouse            (builds the SPA first)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../support/chromium';

const THRESHOLD = 0.95;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4199);
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function isAnswering(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  // Another server on the port would be measured instead of this build.
  if (await isAnswering()) throw new Error(`Port ${PORT} is in use; set LIGHTHOUSE_PORT to a free one`);
  // node itself (not npx), so that kill() stops the server and not only a wrapper.
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'lighthouse-secret-that-is-at-least-32-bytes',
    },
  });
  for (let i = 0; i < 120; i++) {
    if (await isAnswering()) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('The server did not start');
}

interface Scores {
  url: string;
  performance: number;
  accessibility: number;
  /** Audits that did not pass, to say what to mend. */
  failing: string;
}

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Keep the signed-in session for /home (the token lives in local storage).
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return {
    url,
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    failing: failing.join(' '),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const server = await startServer(dataDir);
  const launch = (profile: string) => {
    mkdirSync(profile, { recursive: true });
    return chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
      userDataDir: profile,
    });
  };
  try {
    const scores: Scores[] = [];
    const signedOut = await launch(path.join(dataDir, 'chrome-signed-out'));
    try {
      scores.push(await audit(`${BASE}/login`, signedOut.port));
    } finally {
      signedOut.kill();
    }

    // Sign in through the real screen in a profile of its own, then audit the signed-in screens in that profile
    // (the token lives in its local storage, which disableStorageReset keeps): a client's home, and the staff
    // workspace's inbox and ticket page as the demo admin.
    const signedInAudits = [
      { email: 'client@example.com', landing: /\/home\/?$/, urls: [`${BASE}/home`] },
      {
        email: 'agency@example.com',
        landing: /\/agency\/?$/,
        urls: [
          '/agency',
          '/agency/tickets/b7e1c2d3-0002-4e1f-9a02-100000000002',
          '/agency/tickets/new',
          '/agency/clients',
          '/agency/clients/new',
          '/agency/clients/9b4e7c2d-1a8f-4d6b-a3e9-6c5f2b8d4a44',
          '/agency/projects',
          '/agency/projects/new',
          '/agency/projects/1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01',
          '/agency/sitecare',
          '/agency/sitecare/schedules/2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10',
          '/agency/sitecare/reports/d4c3b2a1-0001-4b1c-8d01-200000000001',
          '/agency/sitecare/reports/d4c3b2a1-0002-4b2c-8d02-200000000002/preview',
          '/agency/settings',
          '/agency/audit',
          '/agency/account/security',
        ].map((address) => `${BASE}${address}`),
      },
    ];
    for (const [index, { email, landing, urls }] of signedInAudits.entries()) {
      const profile = path.join(dataDir, `chrome-signed-in-${index}`);
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath(),
        args: CHROMIUM_ARGS,
      });
      const page = await context.newPage();
      await page.goto(`${BASE}/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('ClientPortal1');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(landing);
      await context.close();
      const signedIn = await launch(profile);
      try {
        for (const url of urls) scores.push(await audit(url, signedIn.port));
      } finally {
        signedIn.kill();
      }
    }

    console.table(scores);
    const outDir = path.join(root, 'bench/results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'lighthouse-latest.json'),
      JSON.stringify({ date: new Date().toISOString(), threshold: THRESHOLD, scores }, null, 2) + '\n',
    );
    // Every screen must be accessible; the speed target holds where clients arrive (/login and their home).
    const isClientArrival = (url: string) => !new URL(url).pathname.startsWith('/agency');
    const failing = scores.filter(
      (s) => s.accessibility < THRESHOLD || (isClientArrival(s.url) && s.performance < THRESHOLD),
    );
    if (failing.length) {
      console.error(`Below ${THRESHOLD}: ${failing.map((s) => s.url).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
