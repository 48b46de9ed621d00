import { expect, test } from '@playwright/test';
import { mailsTo } from '../support/outbox';
import { DEMO_PASSWORD, DEMO_STAFF, signIn, signInStaff } from '../support/session';

/** A client and project of e2e/fixtures/client-tickets.json: no other browser test reads or writes them. */
const PAT = { email: 'pat@participant.example', name: 'Pat Participant' };
const SHOP = { guid: 'c11e7a5e-0b1d-4c2e-8f3a-7d6b5a4c3b02', name: 'Participant Shop' };
const TITLE = 'Checkout button does nothing on iPhone';
/** Emails gather for 10 s (NOTIFICATION_DELAY in playwright.config.ts), then the server's worker sends them. */
const MAIL_WAIT = { timeout: 60_000 };

const linkIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return match[0];
};

test('a client opens a ticket with a file; staff are emailed and answer; the client gets one email, follows it and replies; the ticket is back with the agency', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // The client opens a ticket from the project's page, with a screenshot attached.
  await signIn(page, PAT.email, DEMO_PASSWORD);
  await page.goto(`/projects/${SHOP.guid}`);
  await expect(page.getByText('To raise a new support ticket, email us at')).toBeVisible();
  await page.getByRole('link', { name: 'New ticket' }).first().click();
  await expect(page).toHaveURL(/\/tickets\/new\?projectGuid=/);
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await description.fill('Tapping Pay on the checkout page does nothing since the last release.');
  await page.getByLabel('Attach files').setInputFiles({
    name: 'checkout.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('Uploaded');
  await page.getByRole('button', { name: 'Create ticket' }).click();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);
  const file = page.getByRole('button', { name: /^checkout\.png \(/ });
  await expect(file).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe('checkout.png');
  const ticketUrl = page.url();

  // Staff are emailed about the new ticket, with a link straight to it in the workspace.
  await expect
    .poll(async () => (await mailsTo(DEMO_STAFF.email)).filter((m) => m.subject.includes(TITLE)).length, MAIL_WAIT)
    .toBe(1);
  const [opened] = (await mailsTo(DEMO_STAFF.email)).filter((m) => m.subject.includes(TITLE));
  expect(opened!.subject).toMatch(new RegExp(`^\\[#\\d+\\] ${TITLE}$`));
  expect(opened!.text).toContain(`${PAT.name} opened this ticket:`);
  const staffLink = linkIn(opened!.text, /https?:\/\/\S+\/agency\/tickets\/[0-9a-f-]{36}/);

  // Staff follow it, post an update and ask the client: two quick changes.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff);
  await staff.goto(staffLink);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(TITLE);
  await expect(staff.getByRole('button', { name: /^checkout\.png \(/ })).toBeVisible();
  const update = 'We found it: the payment script was blocked. Could you try again now?';
  const editor = staff.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await editor.fill(update);
  await staff.getByRole('radio', { name: 'Public update' }).check();
  await staff.getByRole('button', { name: 'Post' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: update })).toBeVisible();
  await staff.getByRole('combobox', { name: 'Status' }).selectOption('awaiting-customer');
  await expect(staff.getByRole('status').filter({ hasText: 'Status saved.' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'History' })).toContainText('awaiting-customer');

  // The client gets one email for both, and follows its link to the ticket.
  await expect.poll(async () => (await mailsTo(PAT.email)).length, MAIL_WAIT).toBe(1);
  const [news] = await mailsTo(PAT.email);
  // The same subject as every email about the ticket: one conversation in the mail client.
  expect(news!.subject).toBe(opened!.subject);
  expect(news!.text).toContain(update);
  expect(news!.text).toContain('changed the status from New to Awaiting customer.');
  const clientLink = linkIn(news!.text, /https?:\/\/\S+\/tickets\/[0-9a-f-]{36}/);
  expect(clientLink).toBe(ticketUrl);
  await page.goto(clientLink);
  await expect(page.getByRole('region', { name: 'Updates (1)' })).toContainText(update);
  await expect(page.getByText('awaiting-customer', { exact: true })).toBeVisible();

  // The client replies: the ticket is the agency's turn again.
  const reply = page.getByRole('textbox', { name: 'Message' });
  await reply.click();
  await reply.fill('Works now, thank you!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Updates (2)' })).toContainText('Works now, thank you!');
  await expect(page.getByText('in-progress', { exact: true })).toBeVisible();

  // Back in Waiting on us, with the reply in the thread.
  await staff.goto('/agency');
  await staff.getByRole('searchbox').fill(TITLE);
  await staff.getByRole('searchbox').press('Enter');
  const views = staff.getByRole('navigation', { name: 'Inbox views' });
  await expect(views.getByRole('link', { name: /^Waiting on us \d+$/ })).toHaveAttribute('aria-current', 'page');
  await staff.getByRole('link', { name: TITLE }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: 'Works now, thank you!' })).toBeVisible();
  await staffContext.close();
});
