import { expect, test, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_PASSWORD, signIn } from '../support/session';

/** A staff member of e2e/fixtures/two-factor-staff.json: no other browser test signs in as them. */
const TONI = { email: 'two-factor@agency.example', name: 'Toni Factor' };

/**
 * A code the server has not accepted yet: the next 30-second step's (accepted one step early, for clocks that run
 * fast). Each code is accepted once, and the one that turned two-factor sign-in on may still be the current step's.
 */
const nextStepCode = (secret: string) => authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);

async function logInWithPassword(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(TONI.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a staff member turns on two-factor sign-in, then logs in with the password and a code', async ({ page }) => {
  await signIn(page, TONI.email, DEMO_PASSWORD, /\/agency$/);

  // From the profile menu to their own security page.
  await page.getByRole('button', { name: TONI.name }).click();
  await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await expect(page).toHaveURL('/agency/account/security');
  await expect(page.getByRole('heading', { level: 2, name: 'Two-factor sign-in is off' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Set up: the QR code, and the key in text for typing into the app by hand.
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  // On a 375 px phone the set-up fits the width: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('img', { name: /QR code/ })).toBeInViewport({ ratio: 1 });
  // Measured once the page has laid itself out at the new width.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('textbox', { name: 'Authentication code' }).fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  // The recovery codes, once, with a download.
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Two-factor sign-in is on', { exact: false })).toBeVisible();
  await expect(page.getByText(recoveryCodes[0]!)).toHaveCount(0);

  // Log out, and back in: the password, then the code.
  await page.goto('/login/logout/');
  await expect(page).toHaveURL(/\/login\/?$/);
  await logInWithPassword(page);
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);

  // A wrong code says so, and leaves the user on the step.
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The authentication code is not right.');
  await expect(page).toHaveURL(/\/login\/?$/);

  await code.fill(nextStepCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/agency$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // A recovery code signs in once, in place of the app's code.
  await page.goto('/login/logout/');
  await expect(page).toHaveURL(/\/login\/?$/);
  await logInWithPassword(page);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});

test('a client’s login screen asks for no code', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toHaveCount(0);
});
