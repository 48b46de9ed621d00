import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'ClientPortal1';
export const DEMO_CLIENT = { email: 'client@example.com', name: 'Casey Client' };
export const OTHER_CLIENT = { email: 'other@example.com', name: 'Olivia Other' };

/**
 * Signs in through the login screen and waits for the home screen with its signed-in shell, which shows once the
 * current user has loaded: a test that leaves the page earlier would cut that request off.
 */
export async function signIn(page: Page, email = DEMO_CLIENT.email, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home\/?$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}
