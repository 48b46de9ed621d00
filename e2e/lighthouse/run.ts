/**
 * Lighthouse performance and accessibility of /login and of /home signed in, in Debian's Chromium,
 * against the production server on a fresh demo database. Fails below the issue 7 threshold (0.95).
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

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
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
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // Not up yet.
    }
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
  mkdirSync(path.join(dataDir, 'chrome'), { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
    userDataDir: path.join(dataDir, 'chrome'),
  });
  try {
    const scores: Scores[] = [];
    scores.push(await audit(`${BASE}/login`, chrome.port));

    // Sign in through the real screen in the same browser, then audit /home with that session.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${BASE}/login`);
    await page.getByLabel('Email').fill('client@example.com');
    await page.getByLabel('Password').fill('ClientPortal1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/home\/?$/);
    await page.close();
    scores.push(await audit(`${BASE}/home`, chrome.port));

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
    chrome.kill();
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
