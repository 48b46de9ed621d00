import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, OTHER_CLIENT, signIn, signInStaff } from '../support/session';

/** A client and project of e2e/fixtures/client-tickets.json. */
const PAT = { email: 'pat@participant.example' };
const SHOP = { guid: 'c11e7a5e-0b1d-4c2e-8f3a-7d6b5a4c3b02', name: 'Participant Shop' };

test('staff add a monitor; the server checks the site; its client sees the uptime card, another client does not', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The client's site, on this machine.
  const site = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<h1>Participant Shop</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  try {
    await signInStaff(page);
    await page.goto(`/agency/projects/${SHOP.guid}`);
    const monitoring = page.getByRole('region', { name: 'Monitoring' });
    await expect(monitoring.getByText('No monitors yet.')).toBeVisible();
    const form = monitoring.getByRole('form', { name: 'Add monitor' });
    await form.getByLabel('URL').fill(url);
    await form.getByLabel('Check every (seconds)').fill('30');
    await form.getByLabel('Keyword (optional)').fill('Participant Shop');
    await form.getByRole('button', { name: 'Add monitor' }).click();
    await expect(monitoring.getByText(`Monitor for ${url} added.`)).toBeVisible();
    await expect(monitoring.getByRole('list', { name: 'Monitors' })).toContainText('Pending');

    // The first check comes within the first interval (30 s); the client's project screen then shows it.
    const client = await (await browser.newContext()).newPage();
    await signIn(client, PAT.email, DEMO_PASSWORD);
    await expect(async () => {
      await client.goto(`/projects/${SHOP.guid}`);
      await expect(client.getByRole('region', { name: 'Uptime' })).toContainText('Operational', { timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    const uptime = client.getByRole('region', { name: 'Uptime' });
    await expect(uptime).toContainText('Last 24 hours');
    await expect(uptime).toContainText('100.00%');
    await expect(uptime).toContainText('No incidents in the last 90 days.');
    await expect(uptime).toContainText('Checked every 0.5 minutes from our server');
    await expect(client.getByRole('heading', { level: 1 })).toContainText(SHOP.name);

    // Staff see the check in the workspace.
    await page.reload();
    await expect(monitoring.getByRole('list', { name: 'Monitors' })).toContainText('Up');

    // Another client is refused the project, and sees no uptime of it.
    const other = await (await browser.newContext()).newPage();
    await signIn(other, OTHER_CLIENT.email, DEMO_PASSWORD);
    await other.goto(`/projects/${SHOP.guid}`);
    await expect(other.getByRole('alert')).toContainText('You are not authorised to view this item.');
    await expect(other.getByRole('region', { name: 'Uptime' })).toHaveCount(0);
    const answer = await other.request.get(`/api/projects/${SHOP.guid}/uptime`, {
      headers: { authorization: `Bearer ${await other.evaluate(() => localStorage.getItem('jwt_token') ?? '')}` },
    });
    expect(answer.status()).toBe(401);
  } finally {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }
});
