import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/session';

/** Other Co Intranet's ticket (#00260), opened by Olivia Other: nothing is posted on it here. */
const INTRANET_TICKET = 'b7e1c2d3-0008-4e1f-9a08-100000000008';

test('staff save a reply with placeholders, then insert it into a ticket by keyboard, filled in from the ticket', async ({
  page,
}) => {
  await signInStaff(page);
  await page.goto('/agency/saved-replies');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved replies' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New saved reply' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Looking into it');
  const text = form.getByRole('textbox', { name: 'Text' });
  await text.click();
  await text.fill('Hello {{client.firstName}}, we are looking into {{ticket.number}} on {{project.name}}.');
  await form.getByRole('button', { name: 'Save reply' }).click();
  const saved = page.getByRole('list', { name: 'Saved replies' });
  await expect(saved.getByRole('heading', { name: 'Looking into it' })).toBeVisible();
  await expect(saved).toContainText('Shared');
  await expectNoAxeViolations(page);

  await page.goto(`/agency/tickets/${INTRANET_TICKET}`);
  const picker = page.getByRole('combobox', { name: 'Insert a saved reply' });
  await picker.focus();
  await page.keyboard.type('looking');
  await expect(page.getByRole('option', { name: /^Looking into it/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveText(
    'Hello Olivia, we are looking into #00260 on Other Co Intranet.',
  );
  await expect(picker).toHaveValue('');
});
