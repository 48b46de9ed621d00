import type { Page } from '@playwright/test';

/**
 * The machine is offline: the seeded dashboard hosts answer with a small stand-in page (itself accessible, so that
 * an accessibility check of a dashboard page judges the portal and not the stand-in), and the frame really loads.
 */
export async function fakeDashboardHosts(page: Page): Promise<void> {
  for (const host of ['https://lookerstudio.google.com/**', 'https://stats.uptimerobot.com/**']) {
    await page.route(host, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>dashboard</title><p>Stand-in dashboard at ${new URL(route.request().url()).pathname}</p></html>`,
      }),
    );
  }
}
