import { expect, test, type Page } from '@playwright/test';
import { linksMailedTo } from '../support/outbox';
import { signInStaff } from '../support/session';

// Names of this journey's own: nothing in the demo data, and no other test, uses them.
const PROJECT = 'Lakeside Bakery Website';
const DOMAIN = 'lakeside-bakery.example';
const DASHBOARD = { title: 'Bakery traffic', url: 'https://dashboards.lakeside.example/traffic' };
const CLIENT = { firstName: 'Lena', lastName: 'Baker', email: 'lena@lakeside-bakery.example' };
const CLIENT_PASSWORD = 'Sourdough2026';

/** The month a new report is for: the server's current month (UTC), as the client's title and staff's heading name it. */
const month = new Date().toISOString().slice(0, 7);
const monthName = new Date().toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an admin onboards a client with a project, a dashboard page, a schedule and a completed report; the client takes it from the invitation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);

  await test.step('the admin creates the project', async () => {
    await signInStaff(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await expect(heading(page, 'Projects')).toBeVisible();
    await page.getByRole('link', { name: 'New project' }).click();
    await page.getByLabel('Name').fill(PROJECT);
    await page.getByLabel('Start date').fill('2026-11-02');
    await page.getByLabel('Current period start').fill('2026-11-01');
    await page.getByLabel('Current period end').fill('2026-10-31');
    await page.getByRole('button', { name: 'Create project' }).click();
    // The period cannot end before it starts: said on that field, and nothing is created.
    await expect(page.getByLabel('Current period end')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Current period end').fill('2026-11-30');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(heading(page, PROJECT)).toBeVisible();
  });

  await test.step('adds a dashboard page, chosen icon and all, and sets the Site Care schedule', async () => {
    const pages = section(page, 'Dashboard pages');
    await pages.getByLabel('Title').fill(DASHBOARD.title);
    // The icons are drawn (their font loads with this screen, not only after a screen with the text editor).
    const glyph = pages.getByTitle('Line graph').locator('i');
    await expect.poll(() => glyph.evaluate((icon) => getComputedStyle(icon, '::before').content)).toMatch(/^"\S"$/);
    // The icon's button (its label) is what the pointer clicks; the radio behind it is then chosen.
    await pages.getByTitle('Line graph').click();
    await expect(pages.getByRole('radio', { name: 'Line graph' })).toBeChecked();
    await pages.getByLabel('Address (https://)').fill(DASHBOARD.url);
    await pages.getByRole('button', { name: 'Add page' }).click();
    await expect(pages.getByRole('list', { name: 'Dashboard pages, in order' })).toContainText(DASHBOARD.title);

    await page.getByLabel('Domain').fill(DOMAIN);
    await page.getByLabel('Day of the month (1–28)').fill('1');
    await page.getByLabel('Schedule status').selectOption('active');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByRole('link', { name: DOMAIN })).toBeVisible();
  });

  await test.step('invites the client to the project', async () => {
    await page.getByRole('link', { name: 'Invite a new client' }).click();
    await expect(heading(page, 'New client')).toBeVisible();
    await page.getByLabel('First name').fill(CLIENT.firstName);
    await page.getByLabel('Last name').fill(CLIENT.lastName);
    await page.getByLabel('Email').fill(CLIENT.email);
    await expect(page.getByRole('list', { name: 'Chosen projects' })).toContainText(PROJECT);
    await page.getByRole('button', { name: 'Create and send invitation' }).click();
    await expect(heading(page, `${CLIENT.firstName} ${CLIENT.lastName}`)).toBeVisible();
    await expect(page.getByText(`Invitation sent to ${CLIENT.email}`)).toBeVisible();
  });

  await test.step("writes this month's report from the Due view, previews it and completes it", async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Site Care' }).click();
    await expect(heading(page, 'Site Care')).toBeVisible();
    await page.getByRole('button', { name: `New report for ${monthName} for ${DOMAIN}` }).click();
    await expect(heading(page, `Site Care report: ${DOMAIN}, ${monthName}`)).toBeVisible();

    const summary = page.getByRole('textbox', { name: 'Summary' });
    await summary.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('your bakery site is updated and secure.');
    await page.getByText('Already at latest version').click();
    await page.getByLabel('Downtime incidents (previous 30 days)').fill('0');
    await page.getByLabel('Total downtime (minutes)').fill('0');
    await page.getByLabel('Average response time (ms)').fill('412');
    // The client's report shows these ticked: staff confirm them.
    await page.getByLabel('Offsite backup made').check();
    await page.getByLabel('Visual site check done').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();

    // The draft is previewed as the client will see it once completed, so it can be read through first.
    await page.getByRole('link', { name: 'Preview as client' }).click();
    await expect(
      page.getByText('Preview: this is what the client will see once the report is completed'),
    ).toBeVisible();
    // What was typed after the starter text reads on from it, with its space.
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
      "Following this month's Site Care, your bakery site is updated and secure.",
    );
    await page.goBack();

    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(page.getByRole('group', { name: /Complete this report\? Its clients are emailed it/ })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, complete' }).click();
    await expect(page.getByText(/^Completed on /)).toBeVisible();
    await page.getByRole('link', { name: 'Preview as client' }).click();
    await expect(page.getByText('Preview: this is what the client sees')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
      'your bakery site is updated and secure.',
    );
  });

  await test.step('the client sets a password from the invitation and signs in', async () => {
    await page.context().clearCookies();
    await page.goto('/login/logout/');
    await expect.poll(async () => (await linksMailedTo(CLIENT.email)).length, { timeout: 10_000 }).toBe(1);
    const [link] = await linksMailedTo(CLIENT.email);
    expect(link!).toMatch(new RegExp(`^${baseURL}/login/reset\\?guid=[0-9a-f-]{36}&welcome=1$`));
    await page.goto(link!);
    // Worded for a first password; setting it signs the client in.
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(CLIENT_PASSWORD);
    await page.getByLabel('Confirm password').fill(CLIENT_PASSWORD);
    await page.getByRole('button', { name: 'Set password', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/?$/);
  });

  await test.step('the client sees the project, its dashboard page in the frame and the completed report', async () => {
    await page.route(`${new URL(DASHBOARD.url).origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>traffic</title><p>Bakery visitors this week</p></html>',
      }),
    );
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });

    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: PROJECT }).first().click();
    await expect(heading(page, PROJECT)).toBeVisible();
    await page.getByRole('link', { name: DASHBOARD.title }).first().click();
    await expect(heading(page, DASHBOARD.title)).toBeVisible();
    await expect(
      page.frameLocator(`iframe[title="${DASHBOARD.title}"]`).getByText('Bakery visitors this week'),
    ).toBeVisible();
    expect(blocked).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Site Care' }).click();
    await page.getByRole('link', { name: DOMAIN }).click();
    await expect(heading(page, `Site Care Reports for ${DOMAIN}`)).toBeVisible();
    const report = page.getByRole('main').getByRole('article');
    await expect(report).toHaveCount(1);
    await expect(report).toContainText(/Completed \d{2}-\w{3}-\d{4}/);
    await report.getByRole('link').click();
    await expect(heading(page, `Site Care: ${DOMAIN} ${month}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary', exact: true })).toContainText(
      'your bakery site is updated and secure.',
    );
    await expect(page.getByText('Not updated - already at latest version')).toBeVisible();
  });
});

test('at 375 px, by keyboard alone, an admin creates a project and adds, picks icons for and reorders its dashboard pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInStaff(page);
  await page.goto('/agency/projects/new');
  await page.getByLabel('Name').focus();
  await page.keyboard.type('Harbour Cafe Website');
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Harbour Cafe Website')).toBeVisible();

  const pages = section(page, 'Dashboard pages');
  const addPage = async (title: string, arrowPresses: number, url: string) => {
    await pages.getByLabel('Title').focus();
    await page.keyboard.type(title);
    // Tab reaches the icons; the arrow keys choose among them, as in any radio group.
    await page.keyboard.press('Tab');
    for (let i = 0; i < arrowPresses; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(pages.getByLabel('Address (https://)')).toBeFocused();
    await page.keyboard.type(url);
    await page.keyboard.press('Enter');
    await expect(pages.getByRole('list', { name: 'Dashboard pages, in order' })).toContainText(title);
  };
  await addPage('Visitors', 1, 'https://dashboards.harbour.example/visitors');
  await addPage('Bookings', 2, 'https://dashboards.harbour.example/bookings');

  const list = pages.getByRole('list', { name: 'Dashboard pages, in order' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0).locator('i.bi-graph-up')).toHaveCount(1);
  await expect(list.getByRole('listitem').nth(1).locator('i.bi-bar-chart')).toHaveCount(1);

  await pages.getByRole('button', { name: 'Move Bookings up' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').nth(0)).toContainText('Bookings');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Visitors');

  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
