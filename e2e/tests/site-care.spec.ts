import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OTHER_CLIENT, signIn } from '../support/session';

interface SeedReport {
  siteCareReportGuid: string;
  siteCareScheduleGuid: string;
  createdDateTime: string;
}
interface SeedSchedule {
  siteCareScheduleGuid: string;
  domainName: string;
}
const seed = JSON.parse(readFileSync(new URL('../../apps/api/seed/demo.json', import.meta.url), 'utf8')) as {
  siteCareSchedules: SeedSchedule[];
  siteCareReports: SeedReport[];
};
const ACME = seed.siteCareSchedules.find((s) => s.domainName === 'acme-widgets.example')!;
const acmeReport = (month: string) =>
  seed.siteCareReports.find(
    (r) => r.siteCareScheduleGuid === ACME.siteCareScheduleGuid && r.createdDateTime.startsWith(month),
  )!;

// The seed's dates are UTC; read them in UTC so the expected days are the seed's days.
test.use({ timezoneId: 'UTC' });

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The value (<dd>) beside a label (<dt>) inside a report card. */
const valueOf = (section: Locator, label: string) =>
  section.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('walks Site Care schedules → reports → a completed report, the stub report and the uncompleted one', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Site Care' }).click();

  // Schedules.
  await expect(page).toHaveURL(/\/sitecareschedules\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Site Care' })).toBeVisible();
  const schedules = page.getByRole('main').getByRole('article');
  await expect(schedules).toHaveCount(1);
  await expect(schedules.first()).toContainText('active');
  await expect(schedules.first()).toContainText('Site care day of month15th');
  await expect(schedules.first()).toContainText('Reports3');
  await expect(page.getByText('otherco.example')).toHaveCount(0);
  await schedules.first().getByRole('link', { name: 'acme-widgets.example' }).click();

  // Reports of the schedule, newest first.
  await expect(page).toHaveURL(`/sitecarereports/schedule/${ACME.siteCareScheduleGuid}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Site Care Reports for acme-widgets.example' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Site Care Reports for acme-widgets.example');
  await expect(page.getByText('3 reports')).toBeVisible();
  const reports = page.getByRole('main').getByRole('article');
  await expect(reports.getByRole('heading', { level: 2 })).toHaveText(['Nov-2026', 'Oct-2026', 'Sep-2026']);
  await expect(reports.nth(0)).toContainText('acme-widgets.example');
  await expect(reports.nth(0)).toContainText('Not completed yet');
  await expect(reports.nth(1)).toContainText('Completed 16-Oct-2026');
  await expect(reports.nth(2)).toContainText('Completed 15-Sep-2026');

  // October: everything filled in.
  await page.getByRole('link', { name: 'Oct-2026' }).click();
  await expect(page).toHaveURL(`/sitecarereports/${acmeReport('2026-10').siteCareReportGuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site Care: acme-widgets.example 2026-10' })).toBeVisible();
  await expect(page).toHaveTitle('Site Care: acme-widgets.example 2026-10');
  await expect(card(page, 'Summary')).toContainText(
    "Following this month's Site Care, your site is secure, backed up and running smoothly. ✅",
  );
  await expect(card(page, 'Site health')).toContainText('Your current WordPress Site Health rating is Good');
  const details = card(page, 'Details');
  await expect(valueOf(details, 'Offsite backup')).toHaveText('✓Done 16-Oct-2026');
  await expect(valueOf(details, 'Visual site check')).toHaveText('✓Done 16-Oct-2026');
  await expect(valueOf(details, 'Plugins updated').getByRole('listitem')).toHaveText([
    'WooCommerce 9.3.1 → 9.4.0',
    'Yoast SEO 23.6 → 23.7',
  ]);
  await expect(valueOf(details, 'Plugins deleted')).toHaveText('Hello Dolly');
  await expect(valueOf(details, 'CMS core version')).toHaveText('6.6.2Updated from 6.6.1');
  await expect(valueOf(details, 'Themes updated')).toHaveText('Astra 4.8.3 → 4.8.4');
  await expect(details.getByText('Themes deleted')).toHaveCount(0);
  const uptime = card(page, 'Uptime and speed');
  await expect(uptime).toContainText('monitored from 5 locations every 5 minutes');
  await expect(valueOf(uptime, 'Downtime incidents in the previous 30 days')).toHaveText('2');
  await expect(valueOf(uptime, 'Total downtime')).toHaveText('7 minutes');
  await expect(valueOf(uptime, 'Average home page response time over 30 days')).toHaveText('412 ms');
  await expect(card(page, 'Security issues')).toContainText('None');
  await expect(card(page, 'Ad hoc work')).toContainText('Replaced the footer logo with the new brand version.');
  await expect(card(page, 'About')).toContainText('completed on 16-Oct-2026');
  await page.getByRole('link', { name: 'Back', exact: true }).click();

  // September: every stub and default.
  await expect(page).toHaveURL(`/sitecarereports/schedule/${ACME.siteCareScheduleGuid}`);
  await page.getByRole('link', { name: 'Sep-2026' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Care: acme-widgets.example 2026-09' })).toBeVisible();
  await expect(card(page, 'Details')).toBeVisible();
  await expect(card(page, 'Summary')).toHaveCount(0);
  await expect(card(page, 'Site health')).toHaveCount(0);
  await expect(page.getByText("Following this month's Site Care")).toHaveCount(0);
  const stubDetails = card(page, 'Details');
  await expect(valueOf(stubDetails, 'Offsite backup')).toHaveText('✓Done 15-Sep-2026');
  await expect(valueOf(stubDetails, 'Plugins updated')).toHaveText('None');
  await expect(stubDetails.getByText('Plugins deleted')).toHaveCount(0);
  await expect(valueOf(stubDetails, 'CMS core version')).toHaveText('6.6.1Not updated - already at latest version');
  await expect(valueOf(stubDetails, 'Themes updated')).toHaveText('No themes needed updating.');
  await expect(stubDetails.getByText('Themes deleted')).toHaveCount(0);
  const stubUptime = card(page, 'Uptime and speed');
  await expect(valueOf(stubUptime, 'Downtime incidents in the previous 30 days')).toHaveText('none (perfect)');
  await expect(valueOf(stubUptime, 'Total downtime')).toHaveText('0 minutes');
  await expect(valueOf(stubUptime, 'Average home page response time over 30 days')).toHaveText('388 ms');
  await expect(card(page, 'Security issues')).toContainText('None');
  await expect(card(page, 'Ad hoc work')).toContainText('None');
  await expect(card(page, 'About')).toContainText('completed on 15-Sep-2026');
  await page.getByRole('link', { name: 'Back', exact: true }).click();

  // November: not completed yet.
  await page.getByRole('link', { name: 'Nov-2026' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Care: acme-widgets.example 2026-11' })).toBeVisible();
  await expect(page.getByText('This report has not been fully completed. Please check back soon.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
    'href',
    `/sitecarereports/schedule/${ACME.siteCareScheduleGuid}`,
  );
});

test('/sitecarereports without a schedule lets the client pick one', async ({ page }) => {
  await signIn(page);
  await page.goto('/sitecarereports');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Care Reports' })).toBeVisible();
  await page.getByRole('link', { name: 'acme-widgets.example' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Site Care Reports for acme-widgets.example' }),
  ).toBeVisible();
});

test('prints a completed report without the shell chrome and without splitting cards', async ({ page }) => {
  await signIn(page);
  await page.goto(`/sitecarereports/${acmeReport('2026-10').siteCareReportGuid}`);
  await expect(card(page, 'About')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.portal-header')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Care: acme-widgets.example 2026-10' })).toBeVisible();

  const cards = page.locator('.site-care-report-card');
  await expect(cards).toHaveCount(7);
  for (const breakInside of await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).breakInside))) {
    expect(breakInside).toBe('avoid');
  }
  // With the sidebar gone the report uses the full page width.
  const [mainWidth, bodyWidth] = await page.evaluate(() => [
    document.querySelector('main')!.getBoundingClientRect().width,
    document.body.getBoundingClientRect().width,
  ]);
  expect(mainWidth).toBeGreaterThan(bodyWidth * 0.95);

  // And Chromium really renders it to paper.
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);
});

test("another client cannot read the demo client's report, and bad or unknown GUIDs show their messages", async ({
  page,
}) => {
  await signIn(page, OTHER_CLIENT.email);
  await page.goto(`/sitecarereports/${acmeReport('2026-10').siteCareReportGuid}`);
  await expect(page.getByRole('alert')).toContainText('Sorry, could not fetch this report.');
  await expect(page.getByText('acme-widgets.example')).toHaveCount(0);

  await page.goto('/sitecarereports/9b1f0c2e-3d4a-4b5c-8d6e-7f8091a2b3c4');
  await expect(page.getByRole('alert')).toContainText('Endpoint not found');

  await page.goto('/sitecarereports/not-a-guid');
  await expect(page.getByRole('alert')).toContainText('Bad request');
});
