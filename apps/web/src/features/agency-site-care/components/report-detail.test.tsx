import { REPORT_SITE_HEALTH_STUB, REPORT_SUMMARY_STUB, type AgencyReport } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { prepareEditor } from '../../../test/editor';
import { fail, mockApi, ok, type Answer, type MockRequest, type PathAnswer } from '../../../test/mock-api';
import { renderAt, untilAnswered } from '../../../test/render';
import { agencyReport, REPORT_GUID } from '../testing';
import { ReportDetail } from './report-detail';

const REPORT_PATH = `/api/agency/sitecarereports/${REPORT_GUID}`;
const COMPLETED_AT = '2026-11-06T12:00:00Z';
/** The client-side routes staff read too: the report month's measurements and its PDF. */
const UPTIME_PATH = `/api/sitecarereports/${REPORT_GUID}/uptime`;
const PDF_PATH = `/api/sitecarereports/${REPORT_GUID}/pdf`;
const MEASURED = { measured: { intervalSeconds: 300, confirmChecks: 2 }, daily: [], incidents: [], maintenance: [] };
const NOT_MEASURED = { measured: null, daily: [], incidents: [], maintenance: [] };
const MEASURED_HINT =
  'Filled from our uptime checks of the 30 days before the report, and measured again when it is first completed; change them if needed.';

function renderReport(
  report: AgencyReport = agencyReport(),
  patch?: (request: MockRequest) => Answer,
  uptime: PathAnswer = ok(NOT_MEASURED),
) {
  let current = report;
  const writes: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = mockApi({
    [UPTIME_PATH]: uptime,
    [PDF_PATH]: ok('%PDF-1.7'),
    [REPORT_PATH]: (request) => {
      if (request.method === 'GET') return ok(current);
      writes.push({ method: request.method, path: REPORT_PATH, body: request.body });
      return patch?.(request) ?? ok((current = { ...current, ...(request.body as object) }));
    },
    [`${REPORT_PATH}/complete`]: (request) => {
      writes.push({ method: request.method, path: `${REPORT_PATH}/complete`, body: request.body });
      return ok((current = { ...current, completedDateTime: COMPLETED_AT }));
    },
    [`${REPORT_PATH}/reopen`]: (request) => {
      writes.push({ method: request.method, path: `${REPORT_PATH}/reopen`, body: request.body });
      return ok((current = { ...current, completedDateTime: null }));
    },
  });
  const view = renderAt(`/agency/sitecare/reports/${REPORT_GUID}`, [
    { path: '/agency/sitecare/reports/:reportGuid', element: <ReportDetail reportGuid={REPORT_GUID} /> },
  ]);
  return { ...view, writes, fetchMock };
}

beforeAll(prepareEditor);

describe('ReportDetail (/agency/sitecare/reports/{reportGuid})', () => {
  it('shows every field of the report, a draft badge and the preview link', async () => {
    renderReport();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site Care report: acme.example, November 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Draft', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview as client' })).toHaveAttribute(
      'href',
      `/agency/sitecare/reports/${REPORT_GUID}/preview`,
    );
    for (const name of [
      'Summary',
      'Site health',
      'Plugins updated',
      'Plugins deleted',
      'Themes updated',
      'Themes deleted',
      'Security issues',
      'Ad hoc work',
    ]) {
      expect(await screen.findByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'CMS core version' })).toBeInTheDocument();
    const coreUpdate = screen.getByRole('group', { name: 'CMS core update' });
    expect(within(coreUpdate).getByRole('radio', { name: 'Not set' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Downtime incidents (previous 30 days)' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Total downtime (minutes)' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Average response time (ms)' })).toBeInTheDocument();
  });

  it('saves only the changed fields: the untouched stubs are not sent', async () => {
    const user = userEvent.setup();
    const { writes } = renderReport();
    await user.type(await screen.findByRole('textbox', { name: 'CMS core version' }), '6.7.1');
    await user.click(screen.getByRole('radio', { name: 'Already at latest version' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Downtime incidents (previous 30 days)' }), '0');
    await user.type(screen.getByRole('spinbutton', { name: 'Average response time (ms)' }), '412');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: REPORT_PATH,
        body: { cmsCoreVersion: '6.7.1', cmsCoreUpdate: 'AlreadyAtLatest', downtimes: 0, averageResponseTime: 412 },
      },
    ]);
    expect(writes[0]!.body).not.toHaveProperty('comments');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
  });

  it('sends "Updated to version …" as the version typed, and asks for it when empty', async () => {
    const user = userEvent.setup();
    const { writes } = renderReport();
    await user.click(await screen.findByRole('radio', { name: 'Updated to version …' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const version = screen.getByRole('textbox', { name: 'Version it was updated to' });
    await waitFor(() => expect(version).toHaveAccessibleDescription('Enter the version it was updated to.'));
    expect(writes).toEqual([]);
    await user.type(version, '6.7.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ cmsCoreUpdate: '6.7.1' });
  });

  it('refuses a negative number in the browser', async () => {
    const user = userEvent.setup();
    const { writes } = renderReport();
    const total = await screen.findByRole('spinbutton', { name: 'Total downtime (minutes)' });
    await user.type(total, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(total).toHaveAccessibleDescription('Enter a whole number, 0 or more.'));
    expect(writes).toEqual([]);
  });

  it('completes the report after asking (read-only, with its date), then reopens it after asking', async () => {
    const user = userEvent.setup();
    const { writes } = renderReport(agencyReport({ offsiteBackupConfirmed: true, visualCheckConfirmed: true }));
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    // Completing emails the client: it asks first.
    const ask = screen.getByRole('group', { name: /Complete this report\? Its clients are emailed it/ });
    expect(within(ask).getByRole('button', { name: 'Yes, complete' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, complete' }));
    expect(await screen.findByText('Report completed: the client can see it.')).toBeInTheDocument();
    expect(screen.getByText('Completed', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText(/Completed on 06-Nov-2026/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CMS core version' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const question = screen.getByRole('group', { name: /Reopen this report\?/ });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(writes.map((write) => write.path)).toEqual([`${REPORT_PATH}/complete`]);
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    await user.click(screen.getByRole('button', { name: 'Yes, reopen' }));
    expect(await screen.findByText('Report reopened as a draft.')).toBeInTheDocument();
    expect(screen.getByText('Draft', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CMS core version' })).toBeEnabled();
    expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual([
      `POST ${REPORT_PATH}/complete`,
      `POST ${REPORT_PATH}/reopen`,
    ]);
  });

  it('asks staff to confirm the backup and the visual check, saved and audited, before completing', async () => {
    const user = userEvent.setup();
    const { writes } = renderReport();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm the offsite backup and the visual site check under “Done this month”, and save, before completing the report.',
    );
    expect(writes).toEqual([]);
    const done = screen.getByRole('group', { name: 'Done this month' });
    await user.click(within(done).getByRole('checkbox', { name: 'Offsite backup made' }));
    await user.click(within(done).getByRole('checkbox', { name: 'Visual site check done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PATCH', path: REPORT_PATH, body: { offsiteBackupConfirmed: true, visualCheckConfirmed: true } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.getByRole('button', { name: 'Yes, complete' })).toBeInTheDocument();
  });

  it('shows a refused Save at the field and beside the button', async () => {
    const user = userEvent.setup();
    renderReport(agencyReport(), () =>
      fail(400, 'bad_request', 'cmsCoreVersion: cmsCoreVersion must be at most 100 characters'),
    );
    const version = await screen.findByRole('textbox', { name: 'CMS core version' });
    await user.type(version, '6.7.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not saved: .*at most 100 characters/);
    await waitFor(() => expect(version).toHaveAccessibleDescription(/at most 100 characters/));
    // A field the browser refuses says so beside the button as well.
    const total = screen.getByRole('spinbutton', { name: 'Total downtime (minutes)' });
    await user.type(total, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: correct the fields marked above.');
  });

  it('asks for unsaved changes to be saved before completing', async () => {
    const user = userEvent.setup();
    const { writes } = renderReport();
    await user.type(await screen.findByRole('textbox', { name: 'CMS core version' }), '6.7.1');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Save your changes before completing the report.');
    expect(writes).toEqual([]);
  });

  it('shows the server’s 409 on a completed report as an alert', async () => {
    const user = userEvent.setup();
    renderReport(agencyReport(), () => fail(409, 'conflict', 'Reopen the report to change it.'));
    await user.type(await screen.findByRole('textbox', { name: 'CMS core version' }), '6.7.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reopen the report to change it.');
  });

  it('keeps the stubs as they are in the form', async () => {
    renderReport();
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('textbox', { name: 'Summary' })).toHaveTextContent(REPORT_SUMMARY_STUB.trim());
    expect(screen.getByRole('textbox', { name: 'Site health' })).toHaveTextContent(REPORT_SITE_HEALTH_STUB.trim());
  });

  it('says the uptime figures were filled from the checks when the draft’s figures were measured', async () => {
    renderReport(agencyReport({ downtimes: 1, totalDowntime: 10, averageResponseTime: 230 }), undefined, ok(MEASURED));
    const hint = await screen.findByText(MEASURED_HINT);
    expect(hint).toHaveClass('form-text');
    for (const name of [
      'Downtime incidents (previous 30 days)',
      'Total downtime (minutes)',
      'Average response time (ms)',
    ]) {
      expect(screen.getByRole('spinbutton', { name })).toHaveAccessibleDescription(MEASURED_HINT);
    }
  });

  it('gives no hint when the figures were typed in', async () => {
    const view = renderReport(agencyReport({ downtimes: 1 }));
    await screen.findByRole('spinbutton', { name: 'Total downtime (minutes)' });
    await untilAnswered(view, view.fetchMock, UPTIME_PATH);
    expect(screen.queryByText(MEASURED_HINT)).not.toBeInTheDocument();
  });

  it('gives no hint on a completed report, whose figures cannot be changed', async () => {
    const view = renderReport(agencyReport({ completedDateTime: COMPLETED_AT, downtimes: 1 }), undefined, ok(MEASURED));
    await screen.findByRole('spinbutton', { name: 'Total downtime (minutes)' });
    await untilAnswered(view, view.fetchMock, UPTIME_PATH);
    expect(screen.queryByText(MEASURED_HINT)).not.toBeInTheDocument();
  });

  it('drops the hint once a measured figure is changed and saved', async () => {
    const user = userEvent.setup();
    let isMeasured = true;
    renderReport(
      agencyReport({ downtimes: 1, totalDowntime: 10, averageResponseTime: 230 }),
      (request) => {
        isMeasured = false;
        return ok({ ...agencyReport({ downtimes: 1, averageResponseTime: 230 }), ...(request.body as object) });
      },
      () => ok(isMeasured ? MEASURED : NOT_MEASURED),
    );
    await screen.findByText(MEASURED_HINT);
    const total = screen.getByRole('spinbutton', { name: 'Total downtime (minutes)' });
    await user.clear(total);
    await user.type(total, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MEASURED_HINT)).not.toBeInTheDocument());
  });

  it('downloads the draft as a PDF with the bearer token, as site-care-<domain>-<yyyy-MM>.pdf', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('jwt_token', 'staff.token.sig');
    const saved = captureDownloads();
    const { fetchMock } = renderReport();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['site-care-acme.example-2026-11.pdf']));
    const pdfCall = fetchMock.mock.calls.find(([input]) => String(input) === PDF_PATH);
    expect(new Headers(pdfCall?.[1]?.headers).get('authorization')).toBe('Bearer staff.token.sig');
  });
});
