import { expect, test } from '@playwright/test';
import { linksMailedTo } from '../support/outbox';
import { DEMO_PASSWORD, signIn } from '../support/session';

// Sam is this spec's own demo user: other specs sign in as the demo client, whose password must not change.
const SAM = 'sam@example.com';
const NEW_PASSWORD = 'Br4ndNewSecret';
/** The reset screen's own JavaScript chunk. */
const RESET_CHUNK = /\/get-reset-link-[\w-]+\.js$/;

test('the reset screen is not part of /login, and is fetched as soon as the user points at its link', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const resetScreen = () => scripts.filter((p) => RESET_CHUNK.test(p));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(resetScreen()).toEqual([]);

  const loaded = page.waitForResponse((response) => RESET_CHUNK.test(response.url()));
  await page.getByRole('link', { name: 'Reset password' }).hover();
  expect((await loaded).ok()).toBe(true);
  // Still on the login screen: pointing is not following.
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Reset password' }).click();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  expect(resetScreen()).toHaveLength(1);
});

test('requests a reset link, sets a new password from the emailed link, signs in with it; the old one fails', async ({
  page,
  browser,
  baseURL,
}) => {
  const linksBefore = (await linksMailedTo(SAM)).length;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login\/getresetlink\/?$/);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await page.getByLabel('Email').fill(SAM);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset link sent' })).toBeVisible();
  await expect(
    page.getByText(
      "We sent a reset link to your email address (if registered). If you can't find it, please check your spam and junk mail folders.",
    ),
  ).toBeVisible();

  await expect.poll(async () => (await linksMailedTo(SAM)).length, { timeout: 10_000 }).toBeGreaterThan(linksBefore);
  const link = (await linksMailedTo(SAM)).at(-1)!;
  // Built from PUBLIC_URL, which the e2e server sets to its own address.
  expect(link.startsWith(`${baseURL}/login/reset?guid=`)).toBe(true);

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Password has been reset' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, SAM, NEW_PASSWORD);

  const fresh = await browser.newPage();
  try {
    await fresh.goto('/login');
    await fresh.getByLabel('Email').fill(SAM);
    await fresh.getByLabel('Password').fill(DEMO_PASSWORD);
    await fresh.getByRole('button', { name: 'Log in' }).click();
    await expect(fresh.getByRole('alert')).toContainText(
      "Sorry, we couldn't match your email and password. Please try again.",
    );
    await expect(fresh).toHaveURL(/\/login$/);

    // The link works once: opened again, it is refused with the server's reason and a way to start over.
    await fresh.goto(link);
    await fresh.getByLabel('New password', { exact: true }).fill('An0therSecret');
    await fresh.getByLabel('Confirm new password').fill('An0therSecret');
    await fresh.getByRole('button', { name: 'Reset', exact: true }).click();
    const card = fresh.getByRole('alert');
    await expect(card).toContainText('Sorry, something went wrong!');
    await expect(card).toContainText('This reset link has already been used. Please request a new one.');
    await expect(fresh.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      new RegExp(`/login/getresetlink/\\?guid=${link.split('guid=')[1]}$`),
    );
  } finally {
    await fresh.close();
  }
});

test('shows every validation message on the reset screens before calling the server', async ({ page }) => {
  await page.goto('/login/getresetlink');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();

  await page.goto('/login/reset');
  await expect(page.getByRole('alert')).toContainText('Password reset guid is required');
  await page.goto('/login/reset?guid=not-a-guid');
  await expect(page.getByRole('alert')).toContainText('Reset link is not valid');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width} px, an invalid reset link disables the form and leads to a new link`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [address, message] of [
      ['/login/reset?guid=bogus', 'Reset link is not valid'],
      ['/login/reset', 'Password reset guid is required'],
    ] as const) {
      await page.goto(address);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(message);
      await expect(page.getByLabel('New password', { exact: true })).toBeDisabled();
      await expect(page.getByLabel('Confirm new password')).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeDisabled();
      const newLink = alert.getByRole('link', { name: 'Get a new reset link' });
      await expect(newLink).toBeInViewport();
    }

    await page.getByRole('link', { name: 'Get a new reset link' }).click();
    await expect(page).toHaveURL(/\/login\/getresetlink\/$/);
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
}
