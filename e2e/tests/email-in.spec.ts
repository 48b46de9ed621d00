import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { supportMailbox } from '../support/mailbox';
import { mailsTo } from '../support/outbox';
import { DEMO_PASSWORD, signIn, signInStaff } from '../support/session';

/** A client and project of e2e/fixtures/email-in.json: no other browser test reads or writes them. */
const ERIN = { email: 'erin@bakery-mail.example', name: 'Erin Emailer' };
const BAKERY = { guid: 'e3a11e7e-5c0d-4b1a-9e2f-6a7b8c9d0e02', name: 'Emailer Bakery' };
const TITLE = 'The order form shows no cakes';
const MAIL_WAIT = { timeout: 60_000 };

/** A message as the client's mail client sends it. */
const message = (headers: Record<string, string>, body: string) =>
  [
    ...Object.entries({ From: `${ERIN.name} <${ERIN.email}>`, Date: new Date().toUTCString(), ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    ),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\r\n');

test('a client emails the support address and replies to the portal’s email; staff answer in the portal; the client’s mail client shows one conversation', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const mailbox = supportMailbox();

  // The client writes to the support address the project page gives: a ticket opens on their one project.
  await signIn(page, ERIN.email, DEMO_PASSWORD);
  await page.goto(`/projects/${BAKERY.guid}`);
  const support = page.getByText('To raise a new support ticket, email us at').getByRole('link');
  const supportAddress = (await support.textContent())!.trim();
  await mailbox.deliver(
    message(
      { To: supportAddress, Subject: TITLE, 'Message-ID': `<first.${Date.now()}@bakery-mail.example>` },
      'Since this morning the order form is empty.\r\n\r\nErin',
    ),
  );
  await expect.poll(async () => (await mailsTo(ERIN.email)).length, MAIL_WAIT).toBe(1);
  const [received] = await mailsTo(ERIN.email);
  expect(received!.subject).toMatch(new RegExp(`^\\[#\\d{5}\\] ${TITLE}$`));
  expect(received!.text).toContain('your email opened this ticket');
  expect(received!.replyTo).toMatch(/^support\+t-[0-9a-f]{20}@/);
  const ticketUrl = /https?:\/\/\S+\/tickets\/([0-9a-f-]{36})/.exec(received!.text)!;
  await page.goto(ticketUrl[0]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);

  // The client answers that email from their mail client: the quoted email stays out of the ticket.
  const reply = 'Also, the prices are missing on the cake page.';
  await mailbox.deliver(
    message(
      {
        To: received!.replyTo,
        Subject: `Re: ${received!.subject}`,
        'Message-ID': `<reply.${Date.now()}@bakery-mail.example>`,
        'In-Reply-To': received!.messageId,
        References: `${received!.references} ${received!.messageId}`,
      },
      `${reply}\r\n\r\nOn Sat, 28 Nov 2026 at 10:00, Client Portal wrote:\r\n> Thank you: your email opened this ticket.`,
    ),
  );

  // Staff see it in the ticket's thread, by the client, and answer in the portal.
  const staff = await (await browser.newContext()).newPage();
  await signInStaff(staff);
  const staffTicket = `/agency/tickets/${ticketUrl[1]}`;
  await expect(async () => {
    await staff.goto(staffTicket);
    await expect(staff.getByRole('listitem').filter({ hasText: reply })).toBeVisible({ timeout: 2_000 });
  }).toPass(MAIL_WAIT);
  const entry = staff.getByRole('listitem').filter({ hasText: reply });
  await expect(entry).toContainText(ERIN.name);
  await expect(entry).not.toContainText('Client Portal wrote');
  const answer = 'Fixed: the cakes and their prices are back.';
  const editor = staff.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await editor.fill(answer);
  await staff.getByRole('radio', { name: 'Public update' }).check();
  await staff.getByRole('button', { name: 'Post' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: answer })).toBeVisible();

  // The client's next email is the same conversation: its subject, its thread's root, the same reply address.
  await expect.poll(async () => (await mailsTo(ERIN.email)).length, MAIL_WAIT).toBe(2);
  const [, answered] = await mailsTo(ERIN.email);
  expect(answered!.text).toContain(answer);
  expect(answered!.subject).toBe(received!.subject);
  const root = `<ticket-${ticketUrl[1]}@localhost>`;
  expect(received!.inReplyTo).toBe(root);
  expect(answered!.inReplyTo).toBe(root);
  expect(answered!.references).toContain(root);
  expect(answered!.messageId).not.toBe(received!.messageId);
  expect(answered!.replyTo).toBe(received!.replyTo);
  // And the client reads the whole conversation on the ticket.
  await page.reload();
  await expect(page.getByText(reply)).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
});

test('a stranger’s email waits in Email to sort, never answered, until staff discard it', async ({ page }) => {
  const mailbox = supportMailbox();
  const subject = `Can you build our website? ${Date.now()}`;
  await mailbox.deliver(
    message(
      {
        From: 'Ada Lovelace <ada@stranger-mail.example>',
        To: 'support@example.com',
        Subject: subject,
        'Message-ID': `<stranger.${Date.now()}@stranger-mail.example>`,
      },
      'We are a small bakery and need a new site.',
    ),
  );
  await signInStaff(page);
  const card = page.getByRole('article', { name: `${subject}, from ada@stranger-mail.example` });
  await expect(async () => {
    await page.goto('/agency/emails');
    await expect(card).toBeVisible({ timeout: 2_000 });
  }).toPass(MAIL_WAIT);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Email to sort/ }),
  ).toContainText('waiting');
  await expect(card).toContainText('The sender is not a user of the portal');
  await expect(card.getByRole('link', { name: 'Invite as client' })).toHaveAttribute(
    'href',
    /\/agency\/clients\/new\?email=ada%40stranger-mail\.example&firstName=Ada&lastName=Lovelace&returnTo=%2Fagency%2Femails$/,
  );
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Discard' }).click();
  await expect(card).toBeHidden();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('Discarded');
  await expect(page).toHaveURL(/\/agency\/emails\?state=discarded$/);
  await expect(card).toBeVisible();
  expect(await mailsTo('ada@stranger-mail.example')).toEqual([]);
});
