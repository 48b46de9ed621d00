import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { confirmAndComplete } from '../support/reports';
import { DEMO_PASSWORD, OTHER_CLIENT, signIn, signInStaff } from '../support/session';

/** A client and project of e2e/fixtures/client-tickets.json. */
const PAT = { email: 'pat@participant.example' };
const SHOP = { guid: 'c11e7a5e-0b1d-4c2e-8f3a-7d6b5a4c3b02', name: 'Participant Shop' };
const SCHEDULE = 'c11e7a5e-0b1d-4c2e-8f3a-7d6b5a4c3b03';
const DOMAIN = 'participant.example';
const MONTH = new Date().toISOString().slice(0, 7);
const MONTH_NAME = new Date().toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A time as a date and time field takes it, in the browser's (this machine's) time zone: 2026-11-28T14:05. */
const localMinute = (ms: number) => {
  const at = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
};

test('staff add a monitor and plan maintenance; the server checks the site; its client sees the uptime card, the maintenance and the measured report with its charts; another client sees neither', async ({
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
    await expect(uptime).toContainText('Checked every 30 seconds from our server');
    await expect(client.getByRole('heading', { level: 1 })).toContainText(SHOP.name);

    // Staff plan maintenance from now on: the client's card says so with the note (and checks go on, alerting nobody).
    const maintenance = page.getByRole('region', { name: 'Planned maintenance' });
    await expect(maintenance.getByText('No maintenance planned.')).toBeVisible();
    const plan = maintenance.getByRole('form', { name: 'Plan maintenance' });
    await plan.getByLabel('Starts').fill(localMinute(Date.now() - 60_000));
    await plan.getByLabel('Ends').fill(localMinute(Date.now() + 3_600_000));
    await plan.getByLabel('Note for the clients').fill('Server upgrade: the shop may be slow.');
    await plan.getByRole('button', { name: 'Plan maintenance' }).click();
    await expect(maintenance.getByRole('list', { name: 'Maintenance windows' })).toContainText('Server upgrade');
    await client.reload();
    await expect(uptime.getByText('Planned maintenance', { exact: true })).toBeVisible();
    await expect(uptime).toContainText('Server upgrade: the shop may be slow.');

    // Staff see the check in the workspace, and write this month's report: its figures come from the checks.
    await page.reload();
    await expect(monitoring.getByRole('list', { name: 'Monitors' })).toContainText('Up');
    // The workspace's Monitoring screen lists it with its project, up, with its uptime over the last 24 hours.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Monitoring/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText(SHOP.name);
    await expect(row.getByText('Up', { exact: true })).toBeVisible();
    await expect(row).toContainText('100.00%');
    await page.goto(`/agency/sitecare/schedules/${SCHEDULE}`);
    await page.getByRole('button', { name: new RegExp(`^New report for ${MONTH_NAME}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${DOMAIN}, ${MONTH_NAME}`);
    await expect(page.getByLabel('Downtime incidents (previous 30 days)')).toHaveValue('0');
    await expect(
      page.getByText('Filled from our uptime checks of the 30 days before the report').first(),
    ).toBeVisible();
    const reportUrl = await confirmAndComplete(page);

    // The client reads the report with how uptime was counted and the month's charts.
    await client.goto(reportUrl);
    await expect(client.getByText('Your site is checked from our server every 30 seconds')).toBeVisible();
    await expect(client.getByRole('img', { name: `Uptime per day, ${MONTH_NAME}` })).toBeVisible();
    await expect(client.getByRole('img', { name: `Average response time per day, ${MONTH_NAME}` })).toBeVisible();
    await expect(client.getByText('No incidents this month.')).toBeVisible();
    // The month's planned maintenance, apart from the incidents.
    await expect(client.getByRole('list', { name: 'Planned maintenance' })).toContainText(
      'Server upgrade: the shop may be slow.',
    );
    const [pdf] = await Promise.all([
      client.waitForEvent('download'),
      client.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`site-care-${DOMAIN}-${MONTH}.pdf`);

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
    // Nor the report, its measurements or its PDF.
    await other.goto(reportUrl);
    await expect(other.getByText('Your site is checked from our server')).toHaveCount(0);
    await expect(other.getByRole('img', { name: `Uptime per day, ${MONTH_NAME}` })).toHaveCount(0);
    const token = await other.evaluate(() => localStorage.getItem('jwt_token') ?? '');
    for (const part of ['uptime', 'pdf']) {
      const refused = await other.request.get(`/api${reportUrl}/${part}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);
    }
  } finally {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }
});
