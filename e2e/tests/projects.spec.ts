import { expect, test, type Locator, type Page } from '@playwright/test';
import { OTHER_CLIENT, signIn } from '../support/session';

const REDESIGN = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
const MOBILE_APP = '5c2a8e4f-9b1d-4e7a-8f3c-6a9d2b5e1f02';
const INTRANET = '8f4d1b6e-2c9a-4a5f-b7e3-9e1c4a8d2b03';
const ACME_SCHEDULE = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';
const ANALYTICS_PAGE = 'a1b2c3d4-1111-4a1a-8b1b-000000000001';

// The seed's dates are UTC; read them in UTC so the expected days are the seed's days.
test.use({ timezoneId: 'UTC' });

const projectCard = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name });
/** The value (<dd>) beside a label (<dt>). */
const valueOf = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const ticketTitles = (page: Page) =>
  page.getByRole('region', { name: 'Tickets' }).locator('tbody tr').locator('td:nth-child(2)');

/** The page never scrolls sideways: everything fits, or scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('walks home → project → dashboard page as the demo client, with the seed’s counts', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveTitle('Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();

  // Home: one card per project, counts from the seed (open = not completed or deleted).
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  const redesign = projectCard(page, 'Acme Website Redesign');
  await expect(redesign.getByText('active', { exact: true })).toBeVisible();
  await expect(valueOf(redesign, 'Tickets')).toHaveText('3');
  await expect(valueOf(redesign, 'Site Care')).toHaveText('3');
  const mobile = projectCard(page, 'Acme Mobile App');
  await expect(mobile.getByText('inactive', { exact: true })).toBeVisible();
  await expect(valueOf(mobile, 'Tickets')).toHaveText('1');
  await expect(valueOf(mobile, 'Site Care')).toHaveText('0');
  await expect(page.getByText('Other Co Intranet')).toHaveCount(0);

  // By keyboard: the card's link takes focus and opens the project.
  const viewProject = redesign.getByRole('link', { name: /^View project/ });
  await viewProject.focus();
  await page.keyboard.press('Enter');

  // Project detail.
  await expect(page).toHaveURL(`/projects/${REDESIGN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Website Redesign' })).toBeVisible();
  await expect(page).toHaveTitle('Acme Website Redesign');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(valueOf(details, 'Status')).toHaveText('active');
  await expect(valueOf(details, 'Start date')).toHaveText('01-Mar-2024');
  await expect(valueOf(details, 'Current period start')).toHaveText('01-Nov-2026');
  await expect(valueOf(details, 'Current period end')).toHaveText('30-Nov-2026');
  const users = page.getByRole('region', { name: 'Authorised users' });
  await expect(users).toContainText('Casey Client');
  await expect(users).toContainText('client@example.com');
  await expect(users).toContainText('Sam Stone');
  await expect(page.getByText(/^To raise a new support ticket, email us at \S+@\S+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'All tickets for this project' })).toHaveAttribute(
    'href',
    `/tickets/project/${REDESIGN}`,
  );
  await expect(page.getByRole('link', { name: 'Site Care reports' })).toHaveAttribute(
    'href',
    `/sitecarereports/schedule/${ACME_SCHEDULE}`,
  );

  // Ticket table: # + last 5 of ticketId, Created d-MMM-yyyy.
  const bannerRow = page.getByRole('row', { name: /Homepage banner not showing on mobile/ });
  await expect(bannerRow.getByRole('cell').nth(0)).toHaveText('#00231');
  await expect(bannerRow.getByRole('cell').nth(2)).toHaveText('18-Nov-2026');
  await expect(bannerRow.getByRole('cell').nth(3)).toHaveText('new');

  // Dashboard pages grid inside the project, then one page.
  const pages = page.getByRole('region', { name: 'Dashboard pages' });
  await expect(pages.getByRole('link')).toHaveText([
    'All dashboard pages',
    'Website analytics',
    'Uptime',
    'Search performance',
  ]);
  await pages.getByRole('link', { name: 'Website analytics' }).click();

  await expect(page).toHaveURL(`/dashboardpages/${ANALYTICS_PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Website analytics' })).toBeVisible();
  await expect(page.getByTitle('Website analytics')).toHaveAttribute(
    'src',
    'https://lookerstudio.google.com/embed/reporting/acme-analytics',
  );
  await page.getByRole('link', { name: 'Back to dashboard pages' }).click();
  await expect(page).toHaveURL(`/dashboardpages/project/${REDESIGN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard pages' })).toBeVisible();
});

test('filters the ticket table by status, exactly, down to "No tickets."', async ({ page }) => {
  await signIn(page);
  await page.goto(`/projects/${REDESIGN}`);
  const filter = page.getByLabel('Filter by status');
  await expect(ticketTitles(page).first()).toBeVisible();
  const all = await ticketTitles(page).count();
  expect(all).toBeGreaterThanOrEqual(5);

  await filter.selectOption('awaiting-customer');
  await expect(ticketTitles(page)).toHaveText(['Confirm new contact form recipient']);
  await filter.selectOption('new');
  await expect(ticketTitles(page)).toHaveText(['Homepage banner not showing on mobile']);
  await filter.selectOption('all');
  await expect(ticketTitles(page)).toHaveCount(all);

  // The ticket title opens the ticket.
  await ticketTitles(page).getByRole('link', { name: 'Add new team member bios' }).click();
  await expect(page).toHaveURL(/\/tickets\/b7e1c2d3-0002-4e1f-9a02-100000000002$/);

  await page.goto(`/projects/${MOBILE_APP}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Mobile App' })).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('in-progress');
  await expect(page.getByText('No tickets.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tickets' }).getByRole('table')).toHaveCount(0);
  // No Site Care schedule: no link to one.
  await expect(page.getByRole('link', { name: 'Site Care reports' })).toHaveCount(0);
});

test('shows the 401 message on another client’s project', async ({ page }) => {
  await signIn(page);
  await page.goto(`/projects/${INTRANET}`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Unauthorised' })).toBeVisible();
  await expect(alert).toContainText('You are not authorised to view this item.');
  await expect(page.getByText('Intranet')).toHaveCount(0);
});

test('shows the 404 message on a project that does not exist', async ({ page }) => {
  const missing = '0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b';
  await signIn(page);
  await page.goto(`/projects/${missing}`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(alert).toContainText(`Project ${missing} not found.`);
});

test('the other client sees only their own project', async ({ page }) => {
  await signIn(page, OTHER_CLIENT.email);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(projectCard(page, 'Other Co Intranet')).toBeVisible();
  await page.goto(`/projects/${REDESIGN}`);
  await expect(page.getByRole('alert')).toContainText('You are not authorised to view this item.');
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('home, projects and project detail fit without sideways scrolling', async ({ page }) => {
    await signIn(page);
    await expect(valueOf(projectCard(page, 'Acme Website Redesign'), 'Tickets')).toHaveText('3');
    // One card per row on a phone.
    const [first, second] = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    expect(second).toBeGreaterThan(first!);
    await expectNoSidewaysScroll(page);

    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    await expectNoSidewaysScroll(page);

    await page.goto(`/projects/${REDESIGN}`);
    await expect(ticketTitles(page).first()).toBeVisible();
    await expect(page.getByLabel('Filter by status')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
