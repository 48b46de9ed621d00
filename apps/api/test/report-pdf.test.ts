import { ReportUptime } from '@client-portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printable } from '../src/domain/site-care/report-pdf/index.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, REPORTS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const UNKNOWN = '0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b';
const MONITOR = '7f2e1c0a-9d3b-4e5c-8a6f-1b2c3d4e5f60';
/** The monitor's keyword: a staff setting, never shown to clients. */
const KEYWORD = 'Free shipping over $50';
const pdfUrl = (guid: string) => `/api/sitecarereports/${guid}/pdf`;

/** The text of every page, white space folded to single spaces. */
async function pdfText(response: LightMyRequestResponse): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** October 2026 as the demo project's monitor measured it: two checks an hour at 00:00 and 12:00, none on the 12th. */
function octoberHours() {
  const hours = [];
  for (let day = 1; day <= 31; day++) {
    if (day === 12) continue;
    for (const hour of ['00', '12']) {
      hours.push({
        monitor_guid: MONITOR,
        hour: `2026-10-${String(day).padStart(2, '0')}T${hour}`,
        checks: 12,
        up_checks: day === 5 ? 9 : 12,
        response_ms_sum: 400 * 12,
        responses: 12,
      });
    }
  }
  return hours;
}

describe.each(testDatabases())('GET /api/sitecarereports/{guid}/pdf on $name', (target) => {
  let t: TestApp;
  let clientToken: string;
  let staffToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    [clientToken, staffToken, otherToken] = await Promise.all([
      login(t.app, CLIENT.email, DEMO_PASSWORD),
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, OTHER.email, DEMO_PASSWORD),
    ]);
    await t.db
      .insertInto('monitors')
      .values({
        monitor_guid: MONITOR,
        project_guid: PROJECTS.redesign,
        url: 'https://acme-widgets.example/',
        expected_status_min: 200,
        expected_status_max: 399,
        keyword: null,
        interval_seconds: 300,
        timeout_seconds: 10,
        created_at: '2026-09-30T00:00:00.000Z',
      })
      .execute();
    await t.db.insertInto('monitor_hourly').values(octoberHours()).execute();
    await t.db
      .insertInto('monitor_incidents')
      .values([
        {
          incident_guid: '7c4f2a10-3b5d-4e6f-8a9b-0c1d2e3f4a5b',
          monitor_guid: MONITOR,
          started_at: '2026-10-12T03:10:00.000Z',
          ended_at: '2026-10-12T03:35:00.000Z',
          cause: 'Status 503 (expected 200–399)',
        },
        {
          incident_guid: '7c4f2a10-3b5d-4e6f-8a9b-0c1d2e3f4a5c',
          monitor_guid: MONITOR,
          started_at: '2026-10-20T08:00:00.000Z',
          ended_at: '2026-10-20T08:10:00.000Z',
          cause: `Keyword "${KEYWORD}" not found`,
        },
      ])
      .execute();
    await t.db
      .insertInto('maintenance_windows')
      .values({
        window_guid: '7c4f2a10-3b5d-4e6f-8a9b-0c1d2e3f4a5d',
        project_guid: PROJECTS.redesign,
        starts_at: '2026-10-06T22:00:00.000Z',
        ends_at: '2026-10-06T23:30:00.000Z',
        note: 'Server upgrade',
        repeats_weekly: 0,
        created_at: '2026-10-01T00:00:00.000Z',
      })
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('sends a completed report as a PDF attachment named by domain and month', async () => {
    const response = await get(pdfUrl(REPORTS.acmeOctober), clientToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="site-care-acme-widgets.example-2026-10.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString()).toContain('%%EOF');
  });

  it("shows the agency's branding, the title, the completed date and every card of the client's screen, in order", async () => {
    const text = await pdfText(await get(pdfUrl(REPORTS.acmeOctober), clientToken));
    const { brand, providerUrl, supportEmail } = t.config.branding;

    const inOrder = [
      brand,
      providerUrl,
      supportEmail,
      'Site Care: acme-widgets.example 2026-10',
      'Completed 16-Oct-2026',
      "Summary Following this month's Site Care, your site is secure, backed up and running smoothly.",
      'Site health Your current WordPress Site Health rating is Good, with no critical issues.',
      'Details Offsite backup Done 16-Oct-2026 Visual site check Done 16-Oct-2026',
      'Plugins updated • WooCommerce 9.3.1 -> 9.4.0 • Yoast SEO 23.6 -> 23.7',
      'Plugins deleted • Hello Dolly',
      'CMS core version 6.6.2 Updated from 6.6.1',
      'Themes updated • Astra 4.8.3 -> 4.8.4',
      'Uptime and speed Your site is monitored from 5 locations every 5 minutes.',
      'Downtime incidents in the previous 30 days 2',
      'Total downtime 7 minutes',
      'Average home page response time over 30 days 412 ms',
      'Security issues None',
      'Ad hoc work Replaced the footer logo with the new brand version.',
      'About This Site Care report for acme-widgets.example was completed on 16-Oct-2026.',
    ];
    let from = 0;
    for (const phrase of inOrder) {
      const at = text.indexOf(phrase, from);
      expect(at, `"${phrase}" after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
      from = at + phrase.length;
    }
    // The shortcode is an emoji on screen; the PDF's fonts have none, so it is left out rather than shown raw.
    expect(text).not.toContain(':check:');
    expect(text).not.toContain('Themes deleted');
  });

  it('draws the month of daily uptime and response time from the measurements', async () => {
    const text = await pdfText(await get(pdfUrl(REPORTS.acmeOctober), clientToken));
    expect(text).toContain('Daily uptime (%)');
    // The uptime axis runs over the whole 0–100%, as the screen's does.
    expect(text).toMatch(/Daily uptime \(%\) 0% 50% 100%/);
    expect(text).toContain('Average response time (ms)');
    expect(text).toContain('Each day of 2026-10 (UTC) as our monitors measured it');
    // The month's incidents, as the client's screen lists them, newest first.
    expect(text).toContain(
      'Incidents 20-Oct-2026 08:00 UTC: 10 minutes. Unexpected content 12-Oct-2026 03:10 UTC: 25 minutes. The site answered with an error',
    );
    // Its planned maintenance apart from them, as the screen lists it.
    expect(text).toContain(
      'Planned maintenance 06-Oct-2026 22:00 UTC to 06-Oct-2026 23:30 UTC: Server upgrade Planned maintenance counts neither as uptime nor as downtime.',
    );
    const screen = ReportUptime.parse(
      (await get(`/api/sitecarereports/${REPORTS.acmeOctober}/uptime`, clientToken)).json(),
    );
    expect(screen.maintenance).toEqual([
      { startsAt: '2026-10-06T22:00:00.000Z', endsAt: '2026-10-06T23:30:00.000Z', note: 'Server upgrade' },
    ]);
  });

  it('gives the causes of incidents in the client’s words, never the check’s error or the keyword', async () => {
    for (const token of [clientToken, staffToken]) {
      const text = await pdfText(await get(pdfUrl(REPORTS.acmeOctober), token));
      expect(text).toContain('Unexpected content');
      expect(text).not.toContain(KEYWORD);
      expect(text).not.toContain('Keyword');
      expect(text).not.toContain('Status 503');
    }
    const screen = await get(`/api/sitecarereports/${REPORTS.acmeOctober}/uptime`, clientToken);
    expect(screen.statusCode, screen.body).toBe(200);
    expect(ReportUptime.parse(screen.json()).incidents.map((incident) => incident.cause)).toEqual([
      'Unexpected content',
      'The site answered with an error',
    ]);
    expect(screen.body).not.toContain(KEYWORD);
    expect(screen.body).not.toContain('Status 503');
  });

  it('leaves out the stub-only Summary and Site health, the charts of an unmeasured month, and shows the defaults', async () => {
    const response = await get(pdfUrl(REPORTS.acmeSeptember), clientToken);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="site-care-acme-widgets.example-2026-09.pdf"',
    );
    const text = await pdfText(response);

    expect(text).toContain('Site Care: acme-widgets.example 2026-09');
    expect(text).toContain('Completed 15-Sep-2026');
    expect(text).not.toContain('Summary');
    expect(text).not.toContain('Site health');
    expect(text).not.toContain("Following this month's Site Care");
    expect(text).toContain('Plugins updated None');
    expect(text).not.toContain('Plugins deleted');
    expect(text).toContain('CMS core version 6.6.1 Not updated - already at latest version');
    expect(text).toContain('Themes updated No themes needed updating.');
    expect(text).toContain('Downtime incidents in the previous 30 days none (perfect)');
    expect(text).toContain('Total downtime 0 minutes');
    expect(text).toContain('Average home page response time over 30 days 388 ms');
    expect(text).toContain('Security issues None');
    expect(text).toContain('Ad hoc work None');
    expect(text).not.toContain('Daily uptime');
    expect(text).not.toContain('Average response time (ms)');
  });

  it('renders stored HTML as text: entities decoded, line breaks, numbered and nested lists kept', async () => {
    await t.db
      .updateTable('site_care_reports')
      .set({
        security_issues:
          '<p>Blocked 3 login attempts &amp; renewed the certificate.<br>Checked the firewall.</p>' +
          '<ol><li>Reset &quot;admin&quot;</li><li>Removed a user<ul><li>old-intern</li></ul></li></ol>',
        miscellaneous: '<p>See <a href="https://otherco.example/news" target="_blank">the news page</a>.</p>',
      })
      .where('site_care_report_guid', '=', REPORTS.otherCoNovember)
      .execute();
    const response = await get(pdfUrl(REPORTS.otherCoNovember), staffToken);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response);

    expect(text).toContain(
      'Security issues Blocked 3 login attempts & renewed the certificate. Checked the firewall. ' +
        '1. Reset "admin" 2. Removed a user • old-intern',
    );
    expect(text).toContain('Ad hoc work See the news page (https://otherco.example/news).');
    expect(text).toContain("Summary Following this month's Site Care, all is well.");
  });

  it('refuses a draft to its client with 409, as the screen only says it is not completed', async () => {
    const response = await get(pdfUrl(REPORTS.acmeNovember), clientToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'conflict', message: 'This report is not completed yet.' });
  });

  it('lets staff download a draft, marked "Draft"', async () => {
    const response = await get(pdfUrl(REPORTS.acmeNovember), staffToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="site-care-acme-widgets.example-2026-11.pdf"',
    );
    const text = await pdfText(response);
    expect(text).toContain('Draft');
    expect(text).toContain('Site Care: acme-widgets.example 2026-11');
    expect(text).toContain('Not completed yet');
    expect(text).toContain('This Site Care report for acme-widgets.example has not been completed yet.');
    expect(text).not.toContain('Completed ');
  });

  it("answers another client's report with 401 and an unknown one with 404, as the report's own read does", async () => {
    for (const guid of [REPORTS.acmeOctober, UNKNOWN]) {
      const [pdf, json] = await Promise.all([
        get(pdfUrl(guid), otherToken),
        get(`/api/sitecarereports/${guid}`, otherToken),
      ]);
      expect(pdf.statusCode).toBe(guid === UNKNOWN ? 404 : 401);
      expect(pdf.json()).toEqual(json.json());
    }
    expect((await get(pdfUrl(UNKNOWN), clientToken)).json()).toEqual({
      error: 'not_found',
      message: `Site Care report ${UNKNOWN} not found.`,
    });
    expect((await get(pdfUrl(REPORTS.otherCoNovember), clientToken)).json()).toEqual({
      error: 'unauthorized',
      message: 'You are not authorised to view this item.',
    });
  });

  it('answers without a token with 401 and a malformed GUID with 400', async () => {
    expect((await get(pdfUrl(REPORTS.acmeOctober))).statusCode).toBe(401);
    const malformed = await get(pdfUrl('not-a-guid'), clientToken);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'bad_request' });
  });
});

describe('the PDF’s text', () => {
  it('keeps what the standard fonts can show and stands in for the rest', () => {
    expect(printable('Café “quoted” – 9.3 → 9.4 ✅ 👍🏽 Łódź 中')).toBe('Café “quoted” – 9.3 -> 9.4 Lódz ?');
  });
});
