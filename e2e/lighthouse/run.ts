/**
 * Lighthouse performance and accessibility of /login, of /home signed in, and of the staff inbox and ticket page, in
 * Debian's Chromium, against the production server on a fresh demo database. Fails below the target score (0.95).
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
        urls: [`${BASE}/agency`, `${BASE}/agency/tickets/b7e1c2d3-0002-4e1f-9a02-100000000002`],
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
    const failing = scores.filter((s) => s.performance < THRESHOLD || s.accessibility < THRESHOLD);
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
