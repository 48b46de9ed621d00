import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { fail, mockApi, ok, renderAt, report, SCHEDULE_GUID } from '../testing';
import { SiteCareReportView } from './site-care-report-view';

const REPORT_GUID = 'd4c3b2a1-0002-4b2c-8d02-200000000002';
const REPORT_URL = `/api/sitecarereports/${REPORT_GUID}`;

const renderReport = () =>
  renderAt(`/sitecarereports/${REPORT_GUID}`, [
    { path: '/sitecarereports/:siteCareReportGuid', element: <SiteCareReportView reportGuid={REPORT_GUID} /> },
  ]);

const region = (name: string) => screen.getByRole('region', { name });
/** The <dd> beside a <dt> label in the Details or Uptime card. */
const valueOf = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling as HTMLElement;

const SECTION_TITLES = [
  'Summary',
  'Site health',
  'Details',
  'Uptime and speed',
  'Security issues',
  'Ad hoc work',
  'About',
];

/** Every default and stub of spec §2 at once, as in the seed's September report. */
const stubReport = report({
  createdDateTime: '2026-09-15T12:00:00Z',
  completedDateTime: '2026-09-15T17:05:00Z',
  comments: "Following this month's Site Care, ",
  siteHealth: 'Your current WordPress Site Health rating is ',
  pluginsUpdated: null,
  pluginsDeleted: null,
  cmsCoreVersion: '6.6.1',
  cmsCoreUpdate: 'AlreadyAtLatest',
  themesUpdated: null,
  themesDeleted: null,
  downtimes: 0,
  totalDowntime: 0,
  averageResponseTime: 388,
  securityIssues: null,
  miscellaneous: null,
});

describe('SiteCareReportView', () => {
  it('shows "Loading..." while the report loads', () => {
    mockApi({ [REPORT_URL]: 'never' });
    renderReport();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows only the not-completed note and the Back link for a report that is not completed', async () => {
    mockApi({
      [REPORT_URL]: ok(report({ createdDateTime: '2026-11-15T12:00:00Z', completedDateTime: null })),
    });
    renderReport();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site Care: acme-widgets.example 2026-11' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This report has not been fully completed. Please check back soon.')).toBeInTheDocument();
    for (const name of SECTION_TITLES) expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/sitecarereports/schedule/${SCHEDULE_GUID}`,
    );
    expect(document.title).toBe('Site Care: acme-widgets.example 2026-11');
  });

  it('shows every card of a fully filled-in completed report', async () => {
    mockApi({ [REPORT_URL]: ok(report()) });
    renderReport();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site Care: acme-widgets.example 2026-10' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not been fully completed/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('region').map((r) => within(r).getByRole('heading', { level: 2 }).textContent)).toEqual(
      SECTION_TITLES,
    );

    // Emoji shortcodes become emoji (spec §5).
    expect(region('Summary')).toHaveTextContent("Following this month's Site Care, your site is secure. ✅");
    expect(within(region('Site health')).getByText('Good').tagName).toBe('STRONG');

    const details = region('Details');
    expect(valueOf(details, 'Offsite backup')).toHaveTextContent('✓Done 16-Oct-2026');
    expect(valueOf(details, 'Visual site check')).toHaveTextContent('✓Done 16-Oct-2026');
    expect(within(valueOf(details, 'Plugins updated')).getByRole('listitem')).toHaveTextContent(
      'WooCommerce 9.3.1 → 9.4.0',
    );
    expect(valueOf(details, 'Plugins deleted')).toHaveTextContent('Hello Dolly');
    expect(valueOf(details, 'CMS core version')).toHaveTextContent('6.6.2Updated from 6.6.1');
    expect(valueOf(details, 'Themes updated')).toHaveTextContent('Astra 4.8.3 → 4.8.4');
    expect(valueOf(details, 'Themes deleted')).toHaveTextContent('Twenty Twenty');

    const uptime = region('Uptime and speed');
    expect(uptime).toHaveTextContent('monitored from 5 locations every 5 minutes');
    expect(valueOf(uptime, 'Downtime incidents in the previous 30 days')).toHaveTextContent(/^2$/);
    expect(valueOf(uptime, 'Total downtime')).toHaveTextContent('7 minutes');
    expect(valueOf(uptime, 'Average home page response time over 30 days')).toHaveTextContent('412 ms');

    expect(region('Security issues')).toHaveTextContent('Blocked 3 login attempts.');
    expect(region('Ad hoc work')).toHaveTextContent('Replaced the footer logo.');
    expect(region('About')).toHaveTextContent('completed on 16-Oct-2026');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/sitecarereports/schedule/${SCHEDULE_GUID}`,
    );
  });

  it('hides the stub Summary and Site health and shows the defaults of an empty completed report', async () => {
    mockApi({ [REPORT_URL]: ok(stubReport) });
    renderReport();

    await screen.findByRole('heading', { level: 1, name: 'Site Care: acme-widgets.example 2026-09' });
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Site health' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Following this month's Site Care/)).not.toBeInTheDocument();

    const details = region('Details');
    expect(valueOf(details, 'Offsite backup')).toHaveTextContent('15-Sep-2026');
    expect(valueOf(details, 'Plugins updated')).toHaveTextContent(/^None$/);
    expect(within(details).queryByText('Plugins deleted')).not.toBeInTheDocument();
    expect(valueOf(details, 'CMS core version')).toHaveTextContent('6.6.1Not updated - already at latest version');
    expect(valueOf(details, 'Themes updated')).toHaveTextContent(/^No themes needed updating\.$/);
    expect(within(details).queryByText('Themes deleted')).not.toBeInTheDocument();

    const uptime = region('Uptime and speed');
    expect(valueOf(uptime, 'Downtime incidents in the previous 30 days')).toHaveTextContent('none (perfect)');
    expect(valueOf(uptime, 'Total downtime')).toHaveTextContent('0 minutes');

    expect(region('Security issues')).toHaveTextContent(/^Security issuesNone$/);
    expect(region('Ad hoc work')).toHaveTextContent(/^Ad hoc workNone$/);
    expect(region('About')).toHaveTextContent('completed on 15-Sep-2026');
  });

  it('sanitises report HTML before showing it', async () => {
    mockApi({
      [REPORT_URL]: ok(
        report({ miscellaneous: '<p onclick="alert(1)">Fixed the form<script>window.hacked = true</script></p>' }),
      ),
    });
    renderReport();

    const adHoc = await screen.findByRole('region', { name: 'Ad hoc work' });
    expect(adHoc).toHaveTextContent('Fixed the form');
    expect(adHoc.querySelector('script')).toBeNull();
    expect(adHoc.querySelector('[onclick]')).toBeNull();
  });

  it('offers a Print button on a completed report', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({ [REPORT_URL]: ok(report()) });
    renderReport();

    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('downloads the report as a PDF with the bearer token, under the server’s file name', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('jwt_token', 'stored.token.sig');
    const saved = captureDownloads();
    const fetchMock = mockApi({
      [REPORT_URL]: ok(report()),
      [`${REPORT_URL}/pdf`]: {
        status: 200,
        body: '%PDF-1.7',
        headers: { 'content-disposition': 'attachment; filename="site-care-acme-widgets.example-2026-10.pdf"' },
      },
    });
    renderReport();

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));

    await waitFor(() =>
      expect(saved.map((file) => file.fileName)).toEqual(['site-care-acme-widgets.example-2026-10.pdf']),
    );
    const pdfCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/pdf'))!;
    expect(String(pdfCall[0])).toBe(`${REPORT_URL}/pdf`);
    expect(new Headers(pdfCall[1]?.headers).get('authorization')).toBe('Bearer stored.token.sig');
    // Saved as plain bytes: never opened in this origin.
    expect(saved[0]!.blob).toHaveProperty('type', 'application/octet-stream');
  });

  it('names the PDF site-care-<domain>-<yyyy-MM>.pdf when the server names none', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    mockApi({ [REPORT_URL]: ok(report({ domainName: 'Acme Widgets.example' })), [`${REPORT_URL}/pdf`]: ok('%PDF') });
    renderReport();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(saved.map((file) => file.fileName)).toEqual(['site-care-acme-widgets.example-2026-10.pdf']),
    );
  });

  it('says why the PDF did not download, and keeps the report on screen', async () => {
    const user = userEvent.setup();
    captureDownloads();
    mockApi({
      [REPORT_URL]: ok(report()),
      [`${REPORT_URL}/pdf`]: fail(409, 'conflict', 'This report is not completed yet.'),
    });
    renderReport();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not download the PDF: This report is not completed yet.',
    );
    expect(screen.getByRole('region', { name: 'Details' })).toBeInTheDocument();
  });

  it('offers no PDF for a report that is not completed', async () => {
    mockApi({ [REPORT_URL]: ok(report({ completedDateTime: null })) });
    renderReport();
    await screen.findByText('This report has not been fully completed. Please check back soon.');
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it.each([
    [fail(404, 'not_found', 'Site Care report not found.'), 'Endpoint not found', undefined],
    [fail(400, 'bad_request', 'siteCareReportGuid is not a valid GUID.'), 'Bad request', undefined],
    [
      fail(401, 'unauthorized', 'You are not authorised to view this item.'),
      'Sorry, could not fetch this report.',
      'You are not authorised to view this item.',
    ],
    [fail(500, 'internal', 'Internal server error.'), 'Sorry, could not fetch this report.', 'Internal server error.'],
  ])('shows the spec §8 message for a failed fetch (%#)', async (answer, title, message) => {
    mockApi({ [REPORT_URL]: answer });
    renderReport();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
    if (message) expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Site Care' })).toHaveAttribute(
      'href',
      '/sitecareschedules/',
    );
  });

  it('shows "Sorry, could not fetch this report." when the network fails', async () => {
    mockApi({ [REPORT_URL]: new TypeError('Failed to fetch') });
    renderReport();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sorry, could not fetch this report.'));
  });
});
