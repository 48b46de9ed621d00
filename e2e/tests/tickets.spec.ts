import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addRichTextChecks, failOtherHosts, pageSettled } from '../support/rich-text';
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

/** Everything in the rendered rich text that could run script, escape the card or load from another host. */
async function findDangerousMarkup(page: Page): Promise<string[]> {
  return page.locator('.rich-text').evaluateAll((containers) =>
    containers.flatMap((container) => [
      ...window.__richTextChecks!.problemsIn(container),
      ...window.__richTextChecks!.remoteLoadsIn(container),
      ...Array.from(container.querySelectorAll('*'))
        .filter((element) => getComputedStyle(element).position === 'fixed')
        .map((element) => `${element.localName} is position:fixed`),
    ]),
  );
}

// With the page's CSP on, and with it bypassed so that the sanitiser is the only defence left.
for (const isCspBypassed of [false, true]) {
  test.describe(isCspBypassed ? 'with the CSP bypassed' : 'with the CSP', () => {
    test.use({ bypassCSP: isCspBypassed });

    test('renders the seeded XSS ticket without running any script or keeping any handler', async ({
      page,
      baseURL,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });

      await addRichTextChecks(page);
      await failOtherHosts(page, baseURL);
      // Every request to another host is recorded (before it fails at once): an image from elsewhere in the text
      // would tell that host who read the ticket, and when.
      const ownHost = new URL(baseURL!).host;
      const otherHosts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.host !== ownHost) otherHosts.push(request.url());
      });
      await signIn(page);
      await page.goto(`/tickets/${XSS_TICKET.ticketGuid}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${XSS_TICKET.name} #00413`);
      const description = page.getByRole('region', { name: 'Description' });
      const updates = page.getByRole('region', { name: 'Updates (2)' });
      await expect(description).toContainText('The contact page copy ✅ is in this document');
      await expect(updates).toContainText('Thanks, we will tidy it up 👍');
      await expect(updates).toContainText('Looks good now ❤️');

      // Once the page has settled (any handler kept would have run), poke what a user would, and let it settle again.
      await pageSettled(page);
      await description.getByText('Styled overlay').hover();
      await description.getByText('More').click();
      await updates.getByText('mixed-case link').hover();
      await pageSettled(page);

      expect(await page.evaluate(() => window.__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await findDangerousMarkup(page)).toEqual([]);
      expect(otherHosts).toEqual([]);
      // The stored image from another site is a link to it instead.
      const chart = updates.getByRole('link', { name: 'the traffic chart' });
      await expect(chart).toHaveAttribute('href', 'https://tracker.example/p.png?reader=1');
      await expect(chart).toHaveAttribute('rel', 'noopener noreferrer');

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

/** Where a box sits on the screen, for the layout checks below. */
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
};

/** Every ticket table: on /tickets, one project's tickets, and the project detail. */
const TICKET_TABLES = [
  { path: '/tickets', heading: 'Tickets', ownColumns: ['Project', 'Created by'] },
  { path: `/tickets/project/${REDESIGN.guid}`, heading: `Tickets for ${REDESIGN.name}`, ownColumns: ['Created by'] },
  { path: `/projects/${REDESIGN.guid}`, heading: REDESIGN.name, ownColumns: ['Created'] },
];

test.describe('ticket tables at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('are plain tables: the headings in a row, then one line per ticket with number, title and status', async ({
    page,
  }) => {
    await signIn(page);
    for (const table of TICKET_TABLES) {
      await page.goto(table.path);
      await expect(page.getByRole('heading', { level: 1, name: table.heading, exact: true })).toBeVisible();
      const headings = page.getByRole('columnheader');
      await expect(headings).toHaveText(['#', 'Title', ...table.ownColumns, 'Status']);
      for (const heading of await headings.all()) await expect(heading).toBeVisible();

      const rows = page.locator('table tbody tr');
      await expect(rows.first()).toBeVisible();
      for (const row of await rows.all()) {
        const [number, title, status] = await Promise.all([
          box(row.locator('td').first()),
          box(row.locator('td').nth(1)),
          box(row.locator('td').last().locator('.badge')),
        ]);
        // One line: the cells side by side, left to right, within the screen.
        expect(title.x).toBeGreaterThan(number.x + number.width - 1);
        expect(status.x).toBeGreaterThan(title.x + title.width - 1);
        expect(status.x + status.width).toBeLessThanOrEqual(1280);
        expect(Math.abs(status.y + status.height / 2 - (number.y + number.height / 2))).toBeLessThan(2);
      }
    }
  });
});

test.describe('ticket tables at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('stack each ticket: number and status on top, the title under them, the other columns labelled', async ({
    page,
  }) => {
    await signIn(page);
    for (const table of TICKET_TABLES) {
      await page.goto(table.path);
      await expect(page.getByRole('heading', { level: 1, name: table.heading, exact: true })).toBeVisible();
      const rows = page.locator('table tbody tr');
      await expect(rows.first()).toBeVisible();
      // The headings stay in the table for screen readers, hidden from view.
      await expect(page.getByRole('columnheader')).toHaveText(['#', 'Title', ...table.ownColumns, 'Status']);

      // Nothing scrolls sideways, neither the page nor the table's own box.
      const wrapper = page.locator('.table-responsive');
      expect(await wrapper.evaluate((el) => el.scrollWidth - el.clientWidth), table.path).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), table.path).toBeLessThanOrEqual(375);

      for (const row of await rows.all()) {
        const number = row.locator('td').first();
        const title = row.locator('td').nth(1);
        const status = row.locator('td').last().locator('.badge');
        await expect(number).toHaveText(/^#\w{1,5}$/);
        for (const cell of [number, title, status]) await expect(cell).toBeVisible();
        const [numberBox, titleBox, statusBox] = await Promise.all([box(number), box(title), box(status)]);
        // All three wholly across the screen's width.
        for (const { x, width } of [numberBox, titleBox, statusBox]) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x + width).toBeLessThanOrEqual(375);
        }
        expect(statusBox.y).toBeLessThan(titleBox.y);
        expect(numberBox.y).toBeLessThan(titleBox.y);
        // The badge shows its whole text, not "in-progre…".
        expect(await status.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

        const ownCells = row.locator('td.ticket-table-extra');
        const labels = await ownCells.evaluateAll((cells) =>
          cells.map((cell) => getComputedStyle(cell, '::before').content),
        );
        expect(labels).toEqual(table.ownColumns.map((heading) => expect.stringContaining(`"${heading}: "`)));
      }
    }
  });

  test('keeps the table’s rows, cells and headings for assistive technology', async ({ page }) => {
    await signIn(page);
    await page.goto('/tickets');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    // Chromium's own accessibility tree, which a screen reader reads (the stacked rows are laid out as grids).
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ role?: { value?: string }; ignored?: boolean }>;
    };
    const count = (role: string) => nodes.filter((node) => !node.ignored && node.role?.value === role).length;
    const rows = await page.locator('table tbody tr').count();
    expect(count('table')).toBe(1);
    expect(count('row')).toBe(rows + 1);
    expect(count('columnheader')).toBe(5);
    expect(count('cell')).toBe(rows * 5);
  });
});
