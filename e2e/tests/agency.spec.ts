import { expect, test, type Page } from '@playwright/test';
import { DEMO_STAFF as STAFF, OTHER_CLIENT, signIn, signInStaff } from '../support/session';

/** Other Co Intranet's only ticket, in progress: the other client's, and no other browser test reads its thread. */
const ALEX_GUID = 'c2e8f1a7-5d9b-4a3c-b6e4-8d2f7a1c3e33';
const INTRANET_TICKET = { guid: 'b7e1c2d3-0008-4e1f-9a08-100000000008', name: 'Intranet search is slow' };

async function post(page: Page, text: string, as: 'Public update' | 'Internal note') {
  const editor = page.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await editor.fill(text);
  await page.getByRole('radio', { name: as }).check();
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText(as);
}

test('staff answer a ticket from the inbox; the client sees the update and the new status, never the note', async ({
  page,
  browser,
}) => {
  const note = 'Internal: their IT contact is on leave until Monday';
  const update = 'We have rebuilt the search index; searches should be quick again.';

  await signInStaff(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Inbox views' });
  await expect(views.getByRole('link', { name: /^Waiting on us \d+$/ })).toHaveAttribute('aria-current', 'page');

  // Found in Waiting on us by searching for its number as the client sees it.
  await page.getByRole('searchbox').fill('#00260');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/q=%2300260/);
  // By keyboard: the row's title link takes focus and opens the ticket.
  await page.getByRole('link', { name: INTRANET_TICKET.name }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/agency/tickets/${INTRANET_TICKET.guid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#00260 ${INTRANET_TICKET.name}`);

  await post(page, update, 'Public update');
  await post(page, note, 'Internal note');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('awaiting-customer');
  await expect(page.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('in-progress');
  await expect(history).toContainText('awaiting-customer');
  await expect(history).toContainText(STAFF.name);

  // The ticket has left Waiting on us for Awaiting customer, and the address keeps the view.
  await page.getByRole('link', { name: 'Inbox', exact: true }).first().click();
  await views.getByRole('link', { name: /^Awaiting customer/ }).click();
  await expect(page).toHaveURL(/view=awaiting/);
  await expect(page.getByRole('link', { name: INTRANET_TICKET.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: INTRANET_TICKET.name })).toBeVisible();

  // The client, in a browser of their own.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  try {
    await signIn(client, OTHER_CLIENT.email);
    await client.goto(`/tickets/${INTRANET_TICKET.guid}`);
    await expect(client.getByText('awaiting-customer', { exact: true })).toBeVisible();
    const updates = client.getByRole('region', { name: 'Updates (2)' });
    await expect(updates).toContainText(update);
    await expect(updates).toContainText(STAFF.name);
    await expect(client.getByText(note)).toHaveCount(0);
    expect(await client.content()).not.toContain('their IT contact');

    // The workspace is not theirs.
    await client.goto('/agency');
    await expect(client).toHaveURL(/\/home\/?$/);
  } finally {
    await clientContext.close();
  }
});

test('a change made on an older version is refused with who changed it, and what was typed stays', async ({
  page,
  browser,
}) => {
  const ticket = '/agency/tickets/b7e1c2d3-0006-4e1f-9a06-100000000006';
  await signInStaff(page);
  await page.goto(ticket);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Push notifications stopped on Android');

  // Someone else saves first, in another browser.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await signInStaff(other);
    await other.goto(ticket);
    // The assignee, not the status: the client screens' tests count this project's statuses.
    await other.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: 'Alex Morgan' });
    await expect(other.getByRole('region', { name: 'History' })).toContainText('Alex Morgan');
  } finally {
    await otherContext.close();
  }

  await title.fill('Push notifications stopped on Android 15');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'changed this ticket' });
  await expect(alert).toContainText(`${STAFF.name} changed this ticket at`);
  await expect(title).toHaveValue('Push notifications stopped on Android 15');

  await alert.getByRole('button', { name: 'Reload ticket' }).click();
  await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveValue(ALEX_GUID);
  await expect(title).toHaveValue('Push notifications stopped on Android 15');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('#00044 Push notifications stopped on Android 15');
});

test('leaving a ticket with a message written asks first; staying keeps the message', async ({ page }) => {
  const text = 'A half-written answer about the push certificates';
  await signInStaff(page);
  await page.goto('/agency/tickets/b7e1c2d3-0006-4e1f-9a06-100000000006');
  const editor = page.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await editor.fill(text);

  const questions: string[] = [];
  const answer = (accept: boolean) =>
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  answer(false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await expect.poll(() => questions).toEqual(['Leave this page? What you have written here is not saved.']);
  await expect(page).toHaveURL(/\/agency\/tickets\//);
  await expect(editor).toHaveText(text);

  answer(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  expect(questions).toHaveLength(2);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the inbox and the ticket page fit without sideways scrolling', async ({ page }) => {
    await signInStaff(page);
    for (const path of ['/agency?view=all', `/agency/tickets/${INTRANET_TICKET.guid}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
      await expect(page.getByText(/^Loading ?\.\.\.$/)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});
