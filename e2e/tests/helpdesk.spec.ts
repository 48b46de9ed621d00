import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInStaff } from '../support/session';

/** e2e/fixtures/helpdesk.json: a project whose one new ticket has waited since October, and three awaiting Hana. */
const PROJECT = '4e1d0e5c-7a2b-4c3d-9e8f-0a1b2c3d4e02';
const LATE = { guid: '4e1d0e5c-7a2b-4c3d-9e8f-0a1b2c3d4e11', name: 'Gate code for the garden centre site' };
const WAITING = ['Seed catalogue PDF', 'Opening hours for December', 'Newsletter sign-up form'];
const INBOX = `/agency?view=all&projectGuid=${PROJECT}&sort=due`;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
/** Shortcuts work when no field has the focus, as after a click on the page's background. */
const leaveFields = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a day at the help desk, by keyboard: a target, a breach on top, a bulk assignment, priority, a tag and a saved reply', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page);

  await test.step('the project gets a first-response target of its own', async () => {
    await page.goto(`/agency/projects/${PROJECT}`);
    const targets = page.getByRole('form', { name: 'Response targets' });
    await targets.getByRole('radio', { name: 'Targets of its own' }).check();
    await targets.getByRole('textbox', { name: 'First response within' }).fill('8');
    await targets.getByRole('button', { name: 'Save targets' }).press('Enter');
    await expect(targets.getByText('Changes saved.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('a saved reply to answer with', async () => {
    await page.goto('/agency/saved-replies');
    const form = page.getByRole('form', { name: 'New saved reply' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Gate code fixed');
    const text = form.getByRole('textbox', { name: 'Text' });
    await text.click();
    await text.fill('Hello {{client.firstName}}, {{ticket.number}} is done: the new code is on the contact page.');
    await form.getByRole('button', { name: 'Save reply' }).click();
    await expect(page.getByRole('list', { name: 'Saved replies' }).getByText('Gate code fixed')).toBeVisible();
  });

  await test.step('the breached ticket is on top of the inbox ordered by due time', async () => {
    await page.goto(INBOX);
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText(LATE.name);
    await expect(first).toContainText('Breached');
    for (const name of WAITING) await expect(rowOf(page, name)).toContainText('Paused');
    await shot(page, 'inbox-by-due-1280');
  });

  await test.step('three tickets assigned at once, chosen by keyboard', async () => {
    await leaveFields(page);
    await page.keyboard.press('j');
    for (let i = 0; i < WAITING.length; i += 1) {
      await page.keyboard.press('j');
      await page.keyboard.press('x');
    }
    const bulk = page.getByRole('region', { name: '3 tickets chosen' });
    await expect(bulk).toBeVisible();
    await bulk.getByRole('combobox', { name: 'Assign to' }).selectOption({ label: 'Alex Morgan' });
    await expectNoAxeViolations(page);
    await shot(page, 'bulk-assign-1280');
    await bulk.getByRole('button', { name: 'Apply to 3 tickets' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '3 tickets changed.' })).toBeVisible();
    for (const name of WAITING) await expect(rowOf(page, name)).toContainText('Alex Morgan');
    await expect(rowOf(page, LATE.name)).toContainText('Unassigned');
  });

  await test.step('the breached ticket opens from the keyboard; priority and a tag change in place', async () => {
    await leaveFields(page);
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/agency/tickets/${LATE.guid}`);
    await expect(page.getByText('Breached')).toBeVisible();
    const properties = page.getByRole('region', { name: 'Ticket' });
    await properties.getByRole('combobox', { name: 'Priority' }).selectOption('urgent');
    await expect(properties.getByRole('status')).toHaveText('Priority saved.');
    const tag = properties.getByRole('combobox', { name: 'Add a tag' });
    await tag.fill('Access');
    await tag.press('Enter');
    await expect(properties.getByRole('status')).toHaveText('Tags saved.');
    await expect(properties.getByRole('button', { name: 'Remove tag access' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('priority: normal → urgent');
  });

  await test.step('r writes a public update; the saved reply is inserted by keyboard and posted', async () => {
    await leaveFields(page);
    await page.keyboard.press('r');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
    const picker = page.getByRole('combobox', { name: 'Insert a saved reply' });
    await picker.focus();
    await page.keyboard.type('gate code');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveText(
      'Hello Hana, #00511 is done: the new code is on the contact page.',
    );
    await expectNoAxeViolations(page);
    await shot(page, 'ticket-1280');
    await page.getByRole('button', { name: 'Post public update' }).press('Enter');
    await expect(page.getByRole('region', { name: /^Thread/ })).toContainText('#00511 is done');
    // The first response is in: the ticket is now due its resolution only, and there is none.
    await expect(page.getByText('No target')).toBeVisible();
  });

  await test.step('? lists the shortcuts', async () => {
    await leaveFields(page);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toContainText('Next / previous ticket in the inbox');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the helpdesk settings and the audit log in names', async () => {
    await page.goto('/agency/settings');
    await expect(page.getByRole('form', { name: 'Helpdesk' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/agency/audit?about=Gate%20code');
    const log = page.getByRole('region', { name: 'Audit entries' });
    await expect(log).toContainText('priority: normal → urgent');
    await expect(log).toContainText('tags: none → access');
    await expect(log).not.toContainText(LATE.guid);
    // Each of the three assigned at once has its own entry, naming the assignee.
    await page.goto(`/agency/audit?about=${encodeURIComponent(WAITING[0]!)}`);
    await expect(log).toContainText('assignee: none → Alex Morgan');
    await expectNoAxeViolations(page);
  });
});

test('at 375 px the inbox stacks its rows and the bulk change fits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page);
  await page.goto(INBOX);
  await page.getByRole('checkbox', { name: `Choose #00511 ${LATE.name}` }).check();
  const bulk = page.getByRole('region', { name: '1 ticket chosen' });
  await expect(bulk.getByRole('button', { name: 'Apply to 1 ticket' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await shot(page, 'inbox-375');
  await page.goto(`/agency/tickets/${LATE.guid}`);
  await expect(page.getByRole('combobox', { name: 'Priority' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'ticket-375');
});
