import { expect, type Page } from '@playwright/test';

/**
 * On a draft report's staff page: confirms the month's offsite backup and visual check, saves, completes the report
 * after its question, and returns the address the client reads it at.
 */
export async function confirmAndComplete(page: Page): Promise<string> {
  await page.getByLabel('Offsite backup made').check();
  await page.getByLabel('Visual site check done').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Complete', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, complete' }).click();
  await expect(page.getByText(/^Completed on /)).toBeVisible();
  return new URL(page.url()).pathname.replace('/agency/sitecare/reports/', '/sitecarereports/');
}
