import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/session';

const REDESIGN = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
const BIOS_TICKET = 'b7e1c2d3-0002-4e1f-9a02-100000000002';
const ANALYTICS_PAGE = 'a1b2c3d4-1111-4a1a-8b1b-000000000001';
const ACME_SCHEDULE = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';
const ACME_OCTOBER_REPORT = 'd4c3b2a1-0002-4b2c-8d02-200000000002';

const ITEMS = ['Home', 'Projects', 'Site Care'] as const;
type Item = (typeof ITEMS)[number];

/** Each address, the sidebar item it belongs to, and whether it is that item's own page. */
const ADDRESSES: Array<{ path: string; item: Item; isItsPage: boolean }> = [
  { path: '/home', item: 'Home', isItsPage: true },
  { path: '/home/', item: 'Home', isItsPage: true },
  { path: '/projects', item: 'Projects', isItsPage: true },
  { path: '/projects/', item: 'Projects', isItsPage: true },
  { path: `/projects/${REDESIGN}`, item: 'Projects', isItsPage: false },
  { path: `/tickets/project/${REDESIGN}`, item: 'Projects', isItsPage: false },
  { path: `/tickets/${BIOS_TICKET}`, item: 'Projects', isItsPage: false },
  { path: `/dashboardpages/${ANALYTICS_PAGE}`, item: 'Projects', isItsPage: false },
  { path: '/sitecareschedules', item: 'Site Care', isItsPage: true },
  { path: '/sitecareschedules/', item: 'Site Care', isItsPage: true },
  { path: `/sitecarereports/schedule/${ACME_SCHEDULE}`, item: 'Site Care', isItsPage: false },
  { path: `/sitecarereports/${ACME_OCTOBER_REPORT}`, item: 'Site Care', isItsPage: false },
];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
};

/** The header is as tall as its row (no empty band), at least 96 px (spec §9), with the logo in its middle. */
async function expectHeaderFitsItsContent(page: Page) {
  const header = page.getByRole('banner');
  const [headerBox, rowBox, logoBox] = await Promise.all([
    box(header),
    box(header.locator(':scope > div')),
    box(header.getByRole('img', { name: /home$/ })),
  ]);
  expect(headerBox.height).toBeGreaterThanOrEqual(96);
  // The border is the header's own line under its row.
  expect(headerBox.height - rowBox.height).toBeLessThanOrEqual(1);
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  expect(Math.abs(middle(logoBox) - middle(rowBox))).toBeLessThanOrEqual(2);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`the signed-in shell at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('marks the sidebar item of the open screen, with or without a trailing slash', async ({ page }) => {
      await signIn(page);
      for (const { path, item, isItsPage } of ADDRESSES) {
        await page.goto(path);
        const current = sidebar(page).getByRole('link', { name: item });
        await expect(current, path).toHaveAttribute('aria-current', isItsPage ? 'page' : 'true');
        await expect(current, path).toHaveClass(/\bactive\b/);
        for (const other of ITEMS.filter((name) => name !== item)) {
          await expect(sidebar(page).getByRole('link', { name: other }), path).not.toHaveAttribute('aria-current');
        }
      }
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(sidebar(page).locator('[aria-current]')).toHaveCount(0);
    });

    test('has a header as tall as its content and a sidebar that fits the screen', async ({ page }) => {
      await signIn(page);
      // A short screen and a long one.
      for (const path of ['/no-such-page', `/tickets/project/${REDESIGN}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/^Loading ?\.\.\.$/)).toHaveCount(0);
        await expectHeaderFitsItsContent(page);

        const [headerBox, navBox, mainBox, footerBox] = await Promise.all([
          box(page.getByRole('banner')),
          box(sidebar(page)),
          box(page.getByRole('main')),
          box(page.getByRole('contentinfo')),
        ]);
        if (viewport.width >= 768) {
          // A column from the header down to the footer, beside the content.
          expect(Math.abs(navBox.y - (headerBox.y + headerBox.height)), path).toBeLessThanOrEqual(1);
          expect(Math.abs(navBox.y + navBox.height - footerBox.y), path).toBeLessThanOrEqual(1);
          expect(navBox.x + navBox.width, path).toBeLessThanOrEqual(mainBox.x + 1);
        } else {
          // A strip of links above the content, as tall as the links.
          expect(navBox.y + navBox.height, path).toBeLessThanOrEqual(mainBox.y + 1);
          expect(navBox.height, path).toBeLessThan(100);
        }
      }
    });
  });
}
