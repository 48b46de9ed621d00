import { expect, test } from '@playwright/test';
import { fakeDashboardHosts } from '../support/dashboard-hosts';
import { signIn } from '../support/session';

const REDESIGN = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
const ANALYTICS = 'a1b2c3d4-1111-4a1a-8b1b-000000000001';
const UPTIME = 'a1b2c3d4-2222-4a2a-8b2b-000000000002';
const INTRANET_USAGE = 'a1b2c3d4-5555-4a5a-8b5b-000000000005';
const PROJECT_NOT_FOUND = 'Project not found: The project does not exist or you do not have access.';

test('shows the project’s dashboard pages as a grid with their icons', async ({ page }) => {
  await signIn(page);
  await page.goto(`/dashboardpages/project/${REDESIGN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard pages' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Dashboard pages' });
  await expect(grid.getByRole('link')).toHaveText(['Website analytics', 'Uptime', 'Search performance']);
  // The Bootstrap Icons font is loaded and draws the icon (a glyph has width).
  const icon = grid.locator('i.bi-graph-up');
  await expect(icon).toHaveAttribute('aria-hidden', 'true');
  await expect
    .poll(() => icon.evaluate((el) => getComputedStyle(el, '::before').fontFamily))
    .toContain('bootstrap-icons');
  await expect(page.getByRole('link', { name: 'Back to project' })).toHaveAttribute('href', `/projects/${REDESIGN}`);
});

test('shows "Invalid parameter" for a project address that is not a UUID, without asking the server', async ({
  page,
}) => {
  await signIn(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/dashboardpages')) calls.push(request.url());
  });
  await page.goto('/dashboardpages/project/not-a-uuid');
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Invalid parameter' })).toBeVisible();
  expect(calls).toEqual([]);
});

test('embeds the dashboard in a frame the CSP allows, with tabs to the project’s other pages', async ({ page }) => {
  await fakeDashboardHosts(page);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await signIn(page);
  await page.goto(`/dashboardpages/${ANALYTICS}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Website analytics' })).toBeVisible();
  const frame = page.getByTitle('Website analytics');
  await expect(frame).toHaveAttribute('width', '1000');
  await expect(frame).toHaveAttribute('height', '1000');
  await expect(frame).toHaveCSS('min-width', '480px');
  await expect(frame).toHaveCSS('max-width', '100%');
  await expect(
    page
      .frameLocator('iframe[title="Website analytics"]')
      .getByText('Stand-in dashboard at /embed/reporting/acme-analytics'),
  ).toBeVisible();

  const newTab = page.getByRole('link', { name: 'Open in a new tab' });
  await expect(newTab).toHaveAttribute('href', 'https://lookerstudio.google.com/embed/reporting/acme-analytics');
  await expect(newTab).toHaveAttribute('target', '_blank');
  await expect(newTab).toHaveAttribute('rel', /noopener/);

  const tabs = page.getByRole('navigation', { name: 'Dashboard pages of this project' });
  await expect(tabs.getByRole('link')).toHaveText(['Website analytics', 'Uptime', 'Search performance']);
  await expect(tabs.getByRole('link', { name: 'Website analytics' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Uptime' }).click();
  await expect(page).toHaveURL(`/dashboardpages/${UPTIME}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Uptime' })).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="Uptime"]').getByText('Stand-in dashboard at /acme-widgets'),
  ).toBeVisible();
  expect(blocked).toEqual([]);
});

test('shows "Project not found" for another client’s page and for a page that does not exist', async ({ page }) => {
  await signIn(page);
  await page.goto(`/dashboardpages/${INTRANET_USAGE}`);
  await expect(page.getByRole('alert')).toHaveText(PROJECT_NOT_FOUND);
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.goto('/dashboardpages/0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b');
  await expect(page.getByRole('alert')).toHaveText(PROJECT_NOT_FOUND);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the grid and the page fit; the 480 px frame scrolls inside its own box', async ({ page }) => {
    await fakeDashboardHosts(page);
    await signIn(page);
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    await page.goto(`/dashboardpages/project/${REDESIGN}`);
    await expect(page.getByRole('list', { name: 'Dashboard pages' }).getByRole('link')).toHaveCount(3);
    expect(await sideways()).toBeLessThanOrEqual(0);

    await page.goto(`/dashboardpages/${ANALYTICS}`);
    const frame = page.getByTitle('Website analytics');
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())!.width).toBeGreaterThanOrEqual(480);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: 'Open in a new tab' })).toBeVisible();
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px the frame's box is a named region reached and scrolled from the keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await fakeDashboardHosts(page);
    await signIn(page);
    await page.goto(`/dashboardpages/${ANALYTICS}`);
    await expect(page.frameLocator('iframe[title="Website analytics"]').getByText('Stand-in dashboard')).toBeVisible();

    const region = page.getByRole('region', { name: 'Dashboard: Website analytics' });
    await expect(region.getByTitle('Website analytics')).toBeVisible();
    const newTab = page.getByRole('link', { name: 'Open in a new tab' });
    await expect(newTab).toHaveAttribute('href', 'https://lookerstudio.google.com/embed/reporting/acme-analytics');

    // Tab goes from "Open in a new tab" to the frame's box.
    await newTab.focus();
    await page.keyboard.press('Tab');
    await expect(region).toBeFocused();

    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
    if (viewport.width < 480) {
      // The 480 px frame is wider than a phone: the arrow keys scroll its box, not the page.
      expect(overflow).toBeGreaterThan(0);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    } else {
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
