import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'ClientPortal1';
export const DEMO_CLIENT = { email: 'client@example.com', name: 'Casey Client' };
export const OTHER_CLIENT = { email: 'other@example.com', name: 'Olivia Other' };
/** The demo admin: lands in the agency's workspace. */
export const DEMO_STAFF = { email: 'agency@example.com', name: 'Avery Agency' };

/**
 * Signs in through the login screen and waits for the home screen with its signed-in shell, which shows once the
 * current user has loaded: a test that leaves the page earlier would cut that request off.
 */
export async function signIn(
  page: Page,
  email = DEMO_CLIENT.email,
  password = DEMO_PASSWORD,
  landing: RegExp = /\/home\/?$/,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(landing);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** Signs the demo admin in; staff land on the inbox. */
export const signInStaff = (page: Page) => signIn(page, DEMO_STAFF.email, DEMO_PASSWORD, /\/agency$/);
