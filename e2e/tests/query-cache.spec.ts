import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('going back to a screen already seen shows it at once from the cache while it revalidates', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Acme Website Redesign' })).toBeVisible();

  // From now on the projects list is held until the screen has been checked: only the cache can show it.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldCalls = 0;
  await page.route('**/api/projects/user/*', async (route) => {
    heldCalls++;
    await released;
    await route.continue().catch(() => {});
  });

  await page
    .getByRole('article', { name: 'Acme Website Redesign' })
    .getByRole('link', { name: /^View project/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Website Redesign' })).toBeVisible();

  // The page's clock stands still while the answer is held: past the SPA's 1.8 s time-out (spec §9) the revalidation
  // would fail and the error card replace the list, however long a busy machine takes to check the screen.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'My projects' })).toBeVisible();
  // Shown from the cache: the answer has not been let through yet...
  await expect(page.getByRole('heading', { name: 'Acme Mobile App' })).toBeVisible();
  await expect(page.getByText('Loading')).toHaveCount(0);
  // ...while the list is being fetched again in the background.
  await expect.poll(() => heldCalls).toBeGreaterThan(0);
  await page.clock.resume();
  release();
});
