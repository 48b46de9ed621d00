import { readFileSync } from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { mailsTo } from '../support/outbox';
import { confirmAndComplete } from '../support/reports';
import { DEMO_PASSWORD, DEMO_STAFF, signIn, signInStaff } from '../support/session';
import { close, listen, startWebhookReceiver } from '../support/webhook-receiver';

/** The project and client of e2e/fixtures/site-alerts.json: no other browser test uses them, and it has a schedule. */
const BAKERY = {
  guid: 'b4ce7a11-0e2d-4f3a-9b4c-5d6e7f8a9b02',
  name: "Robin's Bakery",
  domain: 'robins-bakery.example',
};
const ROBIN = { email: 'robin@bakery.example' };
const MONTH_NAME = new Date().toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface Posted {
  type: string;
  data: { title: string; text: string };
}

test('a site goes down: staff are emailed at once, the project’s webhook gets a signed alert, its clients an email and a ticket; all told again when it is back, and the month’s report tells it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The project's site and the agency's webhook receiver, on this machine.
  let siteUp = true;
  const site = http.createServer((_request, response) => {
    response.writeHead(siteUp ? 200 : 503, { 'content-type': 'text/html' });
    response.end(siteUp ? '<h1>Acme app</h1>' : 'Maintenance');
  });
  const siteUrl = await listen(site);
  const receiver = await startWebhookReceiver<Posted>();
  const { posted } = receiver;
  const hookUrl = receiver.url;
  const host = new URL(siteUrl).host;
  try {
    await signInStaff(page);
    // The Monitoring screen leads to the alert settings, where an admin adds the webhook and tests it.
    await page.goto('/agency/monitoring');
    await page.getByRole('link', { name: 'Alert settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add channel' });
    await form.getByLabel('Name').fill('Ops webhook');
    await form.getByLabel('Kind').selectOption({ label: 'Webhook (signed JSON)' });
    await form.getByLabel('Webhook address').fill(hookUrl);
    await form.getByRole('button', { name: 'Add channel' }).click();
    await expect(page.getByText('Ops webhook added.', { exact: false })).toBeVisible();
    await expect(page.getByRole('status').getByText(/^whsec_/)).toBeVisible();
    await page.getByRole('button', { name: 'Send a test message to Ops webhook' }).click();
    const deliveries = page.getByRole('region', { name: 'Deliveries' });
    await expect(deliveries.getByRole('row').filter({ hasText: 'Test alert from the Client Portal' })).toContainText(
      'Sent',
      { timeout: 30_000 },
    );
    expect(posted.map((p) => p.body.type)).toEqual(['test']);
    expect(posted[0]!.signature).toMatch(/^v1,/);

    // The project chooses its own alerts: staff email and the webhook.
    await page.goto(`/agency/projects/${BAKERY.guid}`);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await alerts.getByLabel('Choose for this project').check();
    await alerts.getByLabel('Post to Ops webhook').check();
    await alerts.getByLabel('Open a ticket for each outage').check();
    await alerts.getByLabel('Tell this project’s clients when the site is down, and when it is back').check();
    await alerts.getByLabel('Once it has been down for').selectOption({ label: 'as soon as it is confirmed down' });
    await alerts.getByRole('button', { name: 'Save alerts' }).click();
    await expect(alerts.getByText('Changes saved.')).toBeVisible();

    const monitoring = page.getByRole('region', { name: 'Monitoring' });
    const monitorForm = monitoring.getByRole('form', { name: 'Add monitor' });
    await monitorForm.getByLabel('URL').fill(siteUrl);
    await monitorForm.getByLabel('Check every (seconds)').fill('30');
    await monitorForm.getByRole('button', { name: 'Add monitor' }).click();
    await expect(monitoring.getByText(`Monitor for ${siteUrl} added.`)).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(monitoring.getByRole('list', { name: 'Monitors' })).toContainText('Up', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });

    // The site stops answering: its next failed check confirms it down (one, in the browser tests), and the alert goes
    // out at once.
    siteUp = false;
    await expect.poll(() => posted.map((p) => p.body.type), { timeout: 120_000 }).toContain('monitor.down');
    const down = posted.find((p) => p.body.type === 'monitor.down')!;
    expect(down.body.data.title).toBe(`${host} is down`);
    expect(down.body.data.text).toContain(`(${BAKERY.name}) has failed its checks since`);
    await expect
      .poll(async () => (await mailsTo(DEMO_STAFF.email)).map((m) => m.subject), { timeout: 30_000 })
      .toContain(`${host} is down`);
    // The project's client is emailed in their words, and finds the outage as a ticket on the project.
    await expect
      .poll(async () => (await mailsTo(ROBIN.email)).map((m) => m.subject), { timeout: 30_000 })
      .toContain(`${host} is down`);
    const clientMail = (await mailsTo(ROBIN.email)).find((m) => m.subject === `${host} is down`)!;
    expect(clientMail.text).toContain(`Your website ${siteUrl} (${BAKERY.name}) has been down since`);
    expect(clientMail.text).not.toContain('503');
    const client = await (await browser.newContext()).newPage();
    await signIn(client, ROBIN.email, DEMO_PASSWORD);
    await client.goto(`/tickets/project/${BAKERY.guid}`);
    const incident = client.getByRole('row').filter({ hasText: `${host} is down` });
    await expect(incident).toContainText('Client');
    await incident.getByRole('link', { name: `${host} is down` }).click();
    await expect(client.getByText('The site answered with an error', { exact: false })).toBeVisible();
    const ticketUrl = client.url();
    // The sidebar counts it, and the Monitoring screen lists it first.
    await page.goto('/agency/monitoring');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Monitoring/ }),
    ).toContainText('1');
    await expect(page.getByRole('row').nth(1)).toContainText(siteUrl);

    // Back up: one more alert each, saying how long it was down.
    siteUp = true;
    await expect.poll(() => posted.map((p) => p.body.type), { timeout: 120_000 }).toContain('monitor.up');
    expect(posted.find((p) => p.body.type === 'monitor.up')!.body.data.text).toMatch(/after \d+ minutes? down\.$/);
    await expect
      .poll(async () => (await mailsTo(DEMO_STAFF.email)).map((m) => m.subject), { timeout: 30_000 })
      .toContain(`${host} is up again`);
    expect(posted.filter((p) => p.body.type === 'monitor.down')).toHaveLength(1);
    await expect
      .poll(async () => (await mailsTo(ROBIN.email)).map((m) => m.subject), { timeout: 30_000 })
      .toContain(`${host} is back up`);
    // The ticket says it is back, and is completed.
    await expect(async () => {
      await client.goto(ticketUrl);
      await expect(client.getByText(`${host} is back up since`, { exact: false })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(client.getByText(/^completed$/i).first()).toBeVisible();

    // The month's report tells the outage, with the same figures on its screen and in its PDF.
    await page.goto(`/agency/projects/${BAKERY.guid}`);
    await page.getByRole('link', { name: BAKERY.domain }).click();
    await page.getByRole('button', { name: new RegExp(`^New report for ${MONTH_NAME}`) }).click();
    await expect(page.getByLabel('Downtime incidents (previous 30 days)')).toHaveValue('1');
    await client.goto(await confirmAndComplete(page));
    const uptime = client.getByRole('region', { name: 'Uptime and speed' });
    const figure = (label: string) =>
      uptime.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText();
    await expect(uptime.locator('dt', { hasText: 'Downtime incidents in the previous 30 days' })).toBeVisible();
    expect(await figure('Downtime incidents in the previous 30 days')).toBe('1');
    const totalDowntime = await figure('Total downtime');
    await expect(uptime.getByRole('list', { name: 'Incidents' })).toContainText('The site answered with an error');
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      client.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(await download.path())));
    const { text } = await extractText(pdf, { mergePages: true });
    const printed = text.replace(/\s+/g, ' ');
    expect(printed).toContain('Downtime incidents in the previous 30 days 1');
    expect(printed).toContain(`Total downtime ${totalDowntime}`);
    expect(printed).toMatch(/Incidents \d{2}-\w{3}-\d{4} \d{2}:\d{2} UTC: .*The site answered with an error/);

    // The deliveries are logged; the monitor is removed so that no later test hears of this site.
    await page.goto('/agency/monitoring/alerts');
    await expect(page.getByRole('region', { name: 'Deliveries' })).toContainText(`${host} is up again`);
    await page.goto(`/agency/projects/${BAKERY.guid}`);
    await monitoring.getByRole('button', { name: `Remove monitor ${siteUrl}` }).click();
    await monitoring.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(monitoring.getByText('No monitors yet.')).toBeVisible();
  } finally {
    await close(site);
    await receiver.close();
  }
});
