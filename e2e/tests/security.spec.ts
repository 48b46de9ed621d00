import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { DEMO_CLIENT, DEMO_PASSWORD, signIn } from '../support/session';

/** This spec's own user (e2e/fixtures/xss-corpus.json), on no project: its password is changed here. */
const SECURITY_USER = 'security@example.com';
const NEW_PASSWORD = 'Sec-Reset-Pass9';
const REDESIGN = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
const ACME_SCHEDULE = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Reset GUIDs mailed to `email`, read from the raw .eml files of the server's outbox (no SMTP_URL in e2e). */
function resetGuidsSentTo(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    // Quoted-printable soft line breaks ("=" at a line end) may split the link: join them first.
    const raw = readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    if (!raw.includes(`To: ${email}`)) return [];
    const match = new RegExp(`/login/reset\\?guid=(${GUID.source})`, 'i').exec(raw);
    return match ? [match[1]!.toLowerCase()] : [];
  });
}

/** Every response body and request URL of the page, for the checks at the end. */
function record(page: Page) {
  const urls: string[] = [];
  const bodies: Array<Promise<{ url: string; body: string }>> = [];
  const tokens = new Set<string>();
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response: Response) => {
    bodies.push(
      response.body().then(
        (buffer) => {
          const body = buffer.toString('utf8');
          if (response.url().endsWith('/api/auth/authenticate') && response.status() === 200) {
            tokens.add((JSON.parse(body) as { token: string }).token);
          }
          return { url: response.url(), body };
        },
        // Redirects and aborted loads have no body.
        () => ({ url: response.url(), body: '' }),
      ),
    );
  });
  return { urls, tokens, bodies: () => Promise.all(bodies) };
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

test('a whole journey never sends a password hash or a reset GUID, and never puts a token in a URL or the server log', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const seen = record(page);

  // 1. A password reset for this spec's own user, through the screens and the emailed link.
  const guidsBefore = resetGuidsSentTo(SECURITY_USER);
  await visit(page, '/login/getresetlink');
  await page.getByLabel('Email').fill(SECURITY_USER);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset link sent' })).toBeVisible();
  await expect
    .poll(() => resetGuidsSentTo(SECURITY_USER).length, { timeout: 10_000 })
    .toBeGreaterThan(guidsBefore.length);
  const resetGuid = resetGuidsSentTo(SECURITY_USER).find((g) => !guidsBefore.includes(g))!;
  await visit(page, `/login/reset?guid=${resetGuid}`);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Password has been reset' })).toBeVisible();
  await signIn(page, SECURITY_USER, NEW_PASSWORD);
  await visit(page, '/login/logout');

  // 2. The demo client through every screen.
  await signIn(page, DEMO_CLIENT.email, DEMO_PASSWORD);
  const token = await page.evaluate(() => window.localStorage.getItem('jwt_token'));
  expect(token).toBeTruthy();
  seen.tokens.add(token!);
  for (const url of [
    '/home',
    '/projects',
    `/projects/${REDESIGN}`,
    '/tickets',
    `/tickets/project/${REDESIGN}`,
    '/tickets/b7e1c2d3-0002-4e1f-9a02-100000000002',
    `/dashboardpages/project/${REDESIGN}`,
    '/sitecareschedules',
    `/sitecarereports/schedule/${ACME_SCHEDULE}`,
    '/sitecarereports/d4c3b2a1-0002-4b2c-8d02-200000000002',
    // Another client's project: the refusal must not carry anything either.
    '/projects/8f4d1b6e-2c9a-4a5f-b7e3-9e1c4a8d2b03',
  ]) {
    await visit(page, url);
  }
  await visit(page, '/login/logout');

  const responses = await seen.bodies();
  expect(responses.filter((r) => r.url.includes('/api/')).length, 'API responses recorded').toBeGreaterThan(15);
  expect(seen.tokens.size).toBeGreaterThanOrEqual(2);

  for (const { url, body } of responses) {
    expect(body, url).not.toContain('scrypt$');
    expect(body, url).not.toMatch(/password_?hash/i);
    expect(body.toLowerCase(), url).not.toContain(resetGuid);
  }
  for (const url of seen.urls) {
    for (const t of seen.tokens) expect(url, 'a token in a request URL').not.toContain(t);
  }

  // The server's own log of everything above (written by the e2e web server to DATA_DIR/server.log).
  const log = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'server.log'), 'utf8');
  expect(log, 'the server log was written').toContain('/api/auth/authenticate');
  for (const t of seen.tokens) {
    expect(log).not.toContain(t);
    expect(log).not.toContain(t.split('.')[2]!);
  }
  expect(log).not.toContain(NEW_PASSWORD);
  expect(log).not.toContain('scrypt$');
});
