import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { OTHER_CLIENT, signIn } from '../support/session';

/** e2e/fixtures/tickets-xss.json: one ticket whose description and updates are XSS attempts. */
const XSS_TICKET = (
  JSON.parse(readFileSync(new URL('../fixtures/tickets-xss.json', import.meta.url), 'utf8')) as {
    tickets: Array<{ ticketGuid: string; name: string; projectGuid: string }>;
  }
).tickets[0]!;

const REDESIGN = { guid: '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01', name: 'Acme Website Redesign' };
const BIOS_TICKET = 'b7e1c2d3-0002-4e1f-9a02-100000000002';

/** "n tickets" says how many rows there are (fixtures of other screens may add tickets). */
async function expectCountLineToMatchRows(page: Page) {
  const countLine = page.getByText(/^\d+ tickets?$/);
  await expect(countLine).toBeVisible();
  const count = Number((await countLine.textContent())?.split(' ')[0]);
  await expect(page.getByRole('row')).toHaveCount(count + 1);
}

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** Everything in the rendered rich text that could run script or escape the card. */
async function findDangerousMarkup(page: Page): Promise<string[]> {
  return page.locator('.rich-text').evaluateAll((containers) => {
    const problems: string[] = [];
    for (const container of containers) {
      for (const element of container.querySelectorAll('*')) {
        const tag = element.localName;
        if (['script', 'iframe', 'form', 'style', 'object', 'embed', 'base', 'meta', 'svg', 'math'].includes(tag)) {
          problems.push(`<${tag}>`);
        }
        for (const { name, value } of Array.from(element.attributes)) {
          if (/^on/i.test(name) || name === 'style' || name === 'srcdoc') problems.push(`${tag}[${name}]`);
          // eslint-disable-next-line no-control-regex -- browsers ignore these inside a URL scheme
          const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (/^(javascript:|vbscript:|data:text\/html)/.test(url)) problems.push(`${tag}[${name}=${value}]`);
        }
        if (getComputedStyle(element).position === 'fixed') problems.push(`${tag} is position:fixed`);
      }
    }
    return problems;
  });
}

// With the page's CSP on, and with it bypassed so that the sanitiser is the only defence left.
for (const isCspBypassed of [false, true]) {
  test.describe(isCspBypassed ? 'with the CSP bypassed' : 'with the CSP', () => {
    test.use({ bypassCSP: isCspBypassed });

    test('renders the seeded XSS ticket without running any script or keeping any handler', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });

      await signIn(page);
      await page.goto(`/tickets/${XSS_TICKET.ticketGuid}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${XSS_TICKET.name} #00413`);
      const description = page.getByRole('region', { name: 'Description' });
      const updates = page.getByRole('region', { name: 'Updates (2)' });
      await expect(description).toContainText('The contact page copy ✅ is in this document');
      await expect(updates).toContainText('Thanks, we will tidy it up 👍');
      await expect(updates).toContainText('Looks good now ❤️');

      // Give load/error/toggle/animation handlers every chance to fire, then poke what a user would.
      await page.waitForLoadState('networkidle');
      await description.getByText('Styled overlay').hover();
      await description.getByText('More').click();
      await updates.getByText('mixed-case link').hover();
      await page.waitForTimeout(300);

      expect(await page.evaluate(() => window.__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await findDangerousMarkup(page)).toEqual([]);

      // The safe link survives and opens safely.
      const safeLink = description.getByRole('link', { name: 'the contact page' });
      await expect(safeLink).toHaveAttribute('href', 'https://acme-widgets.example/contact');
      await expect(safeLink).toHaveAttribute('target', '_blank');
      await expect(safeLink).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page).toHaveURL(new RegExp(`/tickets/${XSS_TICKET.ticketGuid}$`));

      if (isCspBypassed) {
        // Control: in this mode an unsanitised handler does run, so the checks above could have failed.
        await page.evaluate(() =>
          document.body.insertAdjacentHTML('beforeend', '<img src="/x-missing" onerror="window.__xss = \'control\'">'),
        );
        await expect.poll(() => page.evaluate(() => window.__xss)).toBe('control');
      }
    });
  });
}

test('walks the tickets list to a ticket and on to its project', async ({ page }) => {
  await signIn(page);
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expectCountLineToMatchRows(page);
  const row = page.getByRole('row').filter({ hasText: 'Add new team member bios' });
  await expect(row).toContainText('#00198');
  await expect(row).toContainText('Sam');
  await expect(row.getByRole('link', { name: REDESIGN.name })).toHaveAttribute('href', `/projects/${REDESIGN.guid}`);
  await expect(page.getByRole('row').filter({ hasText: 'Intranet' })).toHaveCount(0);

  await row.getByRole('link', { name: 'Add new team member bios' }).click();
  await expect(page).toHaveURL(`/tickets/${BIOS_TICKET}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add new team member bios #00198');
  await expect(page.getByRole('region', { name: 'Authorised users' })).toContainText('Casey Client');
  await expect(page.getByRole('region', { name: 'Updates (2)' })).toContainText('Alex Morgan');
  await expect(page.getByRole('region', { name: 'Updates (2)' })).toContainText('we have started on this. 👍');

  await page.getByRole('link', { name: REDESIGN.name }).click();
  await expect(page).toHaveURL(`/projects/${REDESIGN.guid}`);
  await expect(page.getByRole('heading', { level: 1, name: REDESIGN.name })).toBeVisible();
});

test('lists one project’s tickets under its name, deleted ones included', async ({ page }) => {
  await signIn(page);
  await page.goto(`/tickets/project/${REDESIGN.guid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tickets for ${REDESIGN.name}`);
  await expectCountLineToMatchRows(page);
  for (const number of ['#00231', '#00198', '#00176', '#00102', '#00087', '#00413']) {
    await expect(page.getByRole('cell', { name: number, exact: true })).toBeVisible();
  }
  const deleted = page.getByRole('row').filter({ hasText: '#00087' });
  await expect(deleted.locator('.badge')).toHaveText('deleted');
  await expect(deleted.locator('.badge')).toHaveClass(/text-bg-secondary/);
});

test('fits a 375 px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  for (const path of ['/tickets', `/tickets/${BIOS_TICKET}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByText('Loading ...')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});

test('shows the second client the spec §8 messages instead of the demo client’s tickets', async ({ page }) => {
  await signIn(page, OTHER_CLIENT.email);

  await page.goto(`/tickets/${BIOS_TICKET}`);
  await expect(page.getByRole('alert')).toContainText('Unauthorized');
  await expect(page.getByRole('alert')).toContainText('You are not authorized to view this ticket.');
  await expect(page.getByText('Add new team member bios')).toHaveCount(0);

  await page.goto(`/tickets/project/${REDESIGN.guid}`);
  await expect(page.getByRole('alert')).toContainText('Unauthorized');
  await expect(page.getByRole('alert')).toContainText('You are not authorized to view this project.');

  await page.goto('/tickets/not-a-guid');
  await expect(page.getByRole('alert')).toContainText('Bad request');
  await expect(page.getByRole('alert')).toContainText('The request was malformed.');

  await page.goto('/tickets/0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b');
  await expect(page.getByRole('alert')).toContainText('Not found');
  await expect(page.getByRole('alert')).toContainText('Route not found.');

  await page.goto('/tickets');
  await expect(page.getByText('1 ticket', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Other Co Intranet' })).toBeVisible();
});
