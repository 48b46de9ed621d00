import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addRichTextChecks, failOtherHosts, pageSettled } from '../support/rich-text';
import { DEMO_PASSWORD, signIn } from '../support/session';

/**
 * e2e/fixtures/xss-corpus.json: a user of its own (xss@example.com) with one project, two tickets and six
 * completed Site Care reports whose descriptions, updates and report fields hold the XSS corpus
 * (OWASP filter evasion, mutation XSS, SVG/MathML, javascript:/data: URL variants).
 */
interface Corpus {
  users: Array<{ email: string }>;
  tickets: Array<{ ticketGuid: string; name: string; description: string; updates: Array<{ updateText: string }> }>;
  siteCareReports: Array<Record<string, unknown> & { siteCareReportGuid: string }>;
}
const CORPUS = JSON.parse(readFileSync(new URL('../fixtures/xss-corpus.json', import.meta.url), 'utf8')) as Corpus;
const XSS_USER = CORPUS.users[0]!.email;
const REPORT_FIELDS = [
  'comments',
  'siteHealth',
  'pluginsUpdated',
  'pluginsDeleted',
  'cmsCoreVersion',
  'cmsCoreUpdate',
  'themesUpdated',
  'themesDeleted',
  'securityIssues',
  'miscellaneous',
];
const VECTORS = [
  ...new Set([
    ...CORPUS.tickets.flatMap((t) => [t.description, ...t.updates.map((u) => u.updateText)]),
    ...CORPUS.siteCareReports.flatMap((r) => REPORT_FIELDS.map((f) => r[f]).filter((v) => typeof v === 'string')),
  ]),
] as string[];

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/**
 * Dialogs, the sentinel, and requests to other hosts: the ways a payload could show it ran, or tell another host that
 * someone read it (an image or media from elsewhere). Requests to other hosts are recorded, then fail at once.
 */
async function watch(page: Page, baseURL: string | undefined) {
  await failOtherHosts(page, baseURL);
  const ownHost = new URL(baseURL!).host;
  const dialogs: string[] = [];
  const foreignLoads: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    const isOwn = url.protocol === 'data:' || url.host === ownHost;
    if (!isOwn) {
      foreignLoads.push(`${request.resourceType()} ${request.url()}`);
    }
  });
  return { dialogs, foreignLoads };
}

/** Every rich-text block on the screen: nothing dangerous, and sanitising it again changes nothing. */
async function expectRichTextSafe(page: Page, where: string, atLeast: number) {
  const blocks = await page.locator('.rich-text').evaluateAll((elements) =>
    elements.map((element) => ({
      html: element.innerHTML,
      again: window.__richText!.renderRichText(element.innerHTML),
      problems: [...window.__richTextChecks!.problemsIn(element), ...window.__richTextChecks!.remoteLoadsIn(element)],
    })),
  );
  expect(blocks.length, `${where}: rich-text blocks`).toBeGreaterThanOrEqual(atLeast);
  for (const [i, block] of blocks.entries()) {
    expect(block.problems, `${where}, block ${i}: ${block.html}`).toEqual([]);
    expect(block.again, `${where}, block ${i}: sanitising twice`).toBe(block.html);
  }
  await pageSettled(page);
  expect(await page.evaluate(() => window.__xss), `${where}: the sentinel`).toBeUndefined();
}

// The CSP alone blocks inline script; it is switched off here so the sanitiser is the only wall under test.
test.use({ bypassCSP: true });
test.beforeEach(({ page }) => addRichTextChecks(page, { withSanitiser: true }));

test(`the sanitiser, run in Chromium on each of the ${VECTORS.length} corpus vectors, leaves nothing that runs and is stable`, async ({
  page,
  baseURL,
}) => {
  expect(VECTORS.length).toBeGreaterThanOrEqual(150);
  const { dialogs, foreignLoads } = await watch(page, baseURL);
  await page.goto('/login');

  const results = await page.evaluate((corpus) => {
    const host = document.createElement('div');
    document.body.append(host);
    // With the markup that would load from another host (a read receipt), from the contract.
    const vectors = [...corpus, ...Object.values(window.__richTextChecks!.REMOTE_LOAD_VECTORS)];
    return vectors.map((vector) => {
      const once = window.__richText!.renderRichText(vector);
      const twice = window.__richText!.renderRichText(once);
      const probe = document.createElement('div');
      probe.innerHTML = once;
      // Live in the page, where a surviving handler would fire.
      host.insertAdjacentHTML('beforeend', once);
      const problems = [
        ...window.__richTextChecks!.problemsIn(probe),
        ...window.__richTextChecks!.remoteLoadsIn(probe),
      ];
      return { vector, once, isStable: twice === once, problems };
    });
  }, VECTORS);

  await pageSettled(page);
  for (const result of results) {
    expect(result.problems, `${result.vector} → ${result.once}`).toEqual([]);
    expect(result.isStable, `sanitising twice changed ${result.vector} → ${result.once}`).toBe(true);
  }
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(foreignLoads).toEqual([]);

  // Control: the same page does run an unsanitised handler, so the checks above could have failed.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="window.__xss = \'control\'">'),
  );
  await expect.poll(() => page.evaluate(() => window.__xss)).toBe('control');
});

test('the ticket screens render every corpus description and update inertly', async ({ page, baseURL }) => {
  const { dialogs, foreignLoads } = await watch(page, baseURL);
  await signIn(page, XSS_USER, DEMO_PASSWORD);
  for (const ticket of CORPUS.tickets) {
    await page.goto(`/tickets/${ticket.ticketGuid}`);
    await expect(page.getByRole('heading', { name: `Updates (${ticket.updates.length})` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ticket.name);
    await expectRichTextSafe(page, ticket.name, ticket.updates.length + 1);
  }
  expect(dialogs).toEqual([]);
  expect(foreignLoads).toEqual([]);
});

test('the Site Care report screen renders every corpus report field inertly', async ({ page, baseURL }) => {
  const { dialogs, foreignLoads } = await watch(page, baseURL);
  await signIn(page, XSS_USER, DEMO_PASSWORD);
  for (const report of CORPUS.siteCareReports) {
    await page.goto(`/sitecarereports/${report.siteCareReportGuid}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Site Care: xss-corpus\.example / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ad hoc work' })).toBeVisible();
    // Five fields always show (their text or a default); the others only when the vector leaves some text.
    await expectRichTextSafe(page, `report ${report.siteCareReportGuid}`, 5);
  }
  expect(dialogs).toEqual([]);
  expect(foreignLoads).toEqual([]);
});
