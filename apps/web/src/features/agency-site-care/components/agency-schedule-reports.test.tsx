import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Answer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { currentMonth, monthName } from '../utils/month';
import { agencyReport, DRAFT_GUID, dueSchedule, REPORT_GUID, SCHEDULE_GUID, scheduleReports } from '../testing';
import { DueSchedules } from './due-schedules';
import { AgencyScheduleReports } from './agency-schedule-reports';

const REPORTS_PATH = `/api/agency/sitecareschedules/${SCHEDULE_GUID}/reports`;

function renderSchedule(
  create: Answer = { status: 201, body: agencyReport({ siteCareReportGuid: DRAFT_GUID }) },
  list = scheduleReports(),
) {
  const posts: unknown[] = [];
  mockApi({
    [REPORTS_PATH]: (request) => {
      if (request.method === 'GET') return ok(list);
      posts.push(request.body);
      return create;
    },
  });
  const view = renderAt(`/agency/sitecare/schedules/${SCHEDULE_GUID}`, [
    {
      path: '/agency/sitecare/schedules/:scheduleGuid',
      element: <AgencyScheduleReports scheduleGuid={SCHEDULE_GUID} />,
    },
    { path: '/agency/sitecare/reports/:reportGuid', element: <p>report page</p> },
  ]);
  return { ...view, posts };
}

describe('AgencyScheduleReports (/agency/sitecare/schedules/{scheduleGuid})', () => {
  it('lists the reports, newest first, as MMM-yyyy with Draft or Completed and the completed date', async () => {
    renderSchedule();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site Care reports for acme.example' }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Nov-2026', 'Draft', '–'],
      ['Oct-2026', 'Completed', '06-Oct-2026'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Nov-2026' })).toHaveAttribute(
      'href',
      `/agency/sitecare/reports/${REPORT_GUID}`,
    );
  });

  it('creates a report for the current month by default and opens it', async () => {
    const user = userEvent.setup();
    const { posts, router } = renderSchedule(undefined, scheduleReports({ reports: [] }));
    expect(await screen.findByLabelText('Month')).toHaveValue(currentMonth());
    await user.click(screen.getByRole('button', { name: `New report for ${monthName(currentMonth())}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/sitecare/reports/${DRAFT_GUID}`));
    expect(posts).toEqual([{ month: currentMonth() }]);
  });

  it('offers to open the report of a month that has one, and no month after this one or before 2000', async () => {
    const user = userEvent.setup();
    const { posts } = renderSchedule();
    const month = await screen.findByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-10');
    expect(screen.getByRole('link', { name: 'Open the report for October 2026' })).toHaveAttribute(
      'href',
      '/agency/sitecare/reports/d4c3b2a1-0001-4b2c-8d02-200000000001',
    );
    expect(screen.queryByRole('button', { name: /^New report/ })).not.toBeInTheDocument();

    const [year, number] = currentMonth().split('-').map(Number) as [number, number];
    const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
    expect(month).toHaveAttribute('max', currentMonth());
    await user.clear(month);
    await user.type(month, next);
    await user.click(screen.getByRole('button', { name: `New report for ${monthName(next)}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Choose ${monthName(currentMonth())} or an earlier month.`,
    );

    expect(month).toHaveAttribute('min', '2000-01');
    await user.clear(month);
    await user.type(month, '1999-12');
    await user.click(screen.getByRole('button', { name: /^New report for/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose January 2000 or a later month.');
    expect(posts).toEqual([]);
  });

  it('shows the server’s 409 when that month’s report was made meanwhile', async () => {
    const user = userEvent.setup();
    const { posts, router } = renderSchedule(
      fail(409, 'conflict', 'There is a report for 2026-10 already.'),
      scheduleReports({ reports: [] }),
    );
    const month = await screen.findByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-10');
    await user.click(screen.getByRole('button', { name: 'New report for October 2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a report for 2026-10 already.');
    expect(month).toHaveAccessibleDescription('There is a report for 2026-10 already.');
    expect(posts).toEqual([{ month: '2026-10' }]);
    expect(router.state.location.pathname).toBe(`/agency/sitecare/schedules/${SCHEDULE_GUID}`);
  });

  it('says "Schedule not found" for an unknown schedule', async () => {
    mockApi({ [REPORTS_PATH]: fail(404, 'not_found', 'Not found.') });
    renderAt(`/s`, [{ path: '/s', element: <AgencyScheduleReports scheduleGuid={SCHEDULE_GUID} /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Schedule not found');
  });
});

describe('DueSchedules (/agency/sitecare)', () => {
  function renderDue(create: Answer) {
    mockApi({
      '/api/agency/sitecare/due': ok([
        dueSchedule(),
        dueSchedule({
          siteCareScheduleGuid: '6e1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a20',
          domainName: 'globex.example',
          draftReportGuid: DRAFT_GUID,
        }),
      ]),
      [REPORTS_PATH]: () => create,
    });
    return renderAt('/agency/sitecare', [
      { path: '/agency/sitecare', element: <DueSchedules /> },
      { path: '/agency/sitecare/reports/:reportGuid', element: <p>report page</p> },
    ]);
  }

  it('offers "Open draft" where a draft exists and "New report for {Month yyyy}" elsewhere', async () => {
    const user = userEvent.setup();
    const { router } = renderDue({ status: 201, body: agencyReport() });
    expect(await screen.findByRole('link', { name: 'Open draft for globex.example' })).toHaveAttribute(
      'href',
      `/agency/sitecare/reports/${DRAFT_GUID}`,
    );
    await user.click(screen.getByRole('button', { name: 'New report for November 2026 for acme.example' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/sitecare/reports/${REPORT_GUID}`));
  });

  it('shows the server’s 409 as an alert', async () => {
    const user = userEvent.setup();
    renderDue(fail(409, 'conflict', 'There is a report for 2026-11 already.'));
    await user.click(await screen.findByRole('button', { name: /New report for November 2026/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a report for 2026-11 already.');
  });
});
