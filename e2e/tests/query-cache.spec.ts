import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('going back to a screen already seen shows it at once from the cache while it revalidates', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Acme Website Redesign' })).toBeVisible();

  // From now on the projects list answers slowly: only the cache can show it at once.
  let slowCalls = 0;
  await page.route('**/api/projects/user/*', async (route) => {
    slowCalls++;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });

  await page
    .getByRole('article', { name: 'Acme Website Redesign' })
    .getByRole('link', { name: /^View project/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Website Redesign' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'My projects' })).toBeVisible();
  // Shown from the cache well before the slow answer could arrive...
  await expect(page.getByRole('heading', { name: 'Acme Mobile App' })).toBeVisible({ timeout: 1_000 });
  await expect(page.getByText('Loading')).toHaveCount(0);
  // ...while the list is being fetched again in the background.
  await expect.poll(() => slowCalls).toBeGreaterThan(0);
});
