import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, renderAt, report, schedule, SCHEDULE_GUID } from '../testing';
import { ScheduleReports } from './schedule-reports';

const SCHEDULE_URL = `/api/sitecareschedules/${SCHEDULE_GUID}`;
const REPORTS_URL = `/api/sitecarereports/schedule/${SCHEDULE_GUID}`;

const renderReports = () =>
  renderAt(`/sitecarereports/schedule/${SCHEDULE_GUID}`, [
    { path: '/sitecarereports/schedule/:scheduleGuid', element: <ScheduleReports scheduleGuid={SCHEDULE_GUID} /> },
  ]);

const november = report({
  siteCareReportGuid: 'd4c3b2a1-0001-4b1c-8d01-200000000001',
  createdDateTime: '2026-11-15T12:00:00Z',
  completedDateTime: null,
});
const october = report();

describe('ScheduleReports', () => {
  it('shows "Loading..." until the schedule and its reports have loaded', () => {
    mockApi({ [SCHEDULE_URL]: ok(schedule()), [REPORTS_URL]: 'never' });
    renderReports();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the domain in the heading, the count and a card per report in the order given', async () => {
    mockApi({ [SCHEDULE_URL]: ok(schedule()), [REPORTS_URL]: ok([november, october]) });
    renderReports();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site Care Reports for acme-widgets.example' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 reports')).toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards.map((card) => within(card));
    expect(first!.getByRole('link', { name: 'Nov-2026' })).toHaveAttribute(
      'href',
      '/sitecarereports/d4c3b2a1-0001-4b1c-8d01-200000000001',
    );
    expect(first!.getByText('acme-widgets.example')).toBeInTheDocument();
    expect(first!.getByText('Not completed yet')).toBeInTheDocument();

    expect(second!.getByRole('link', { name: 'Oct-2026' })).toHaveAttribute(
      'href',
      '/sitecarereports/d4c3b2a1-0002-4b2c-8d02-200000000002',
    );
    expect(second!.getByText('Completed 16-Oct-2026')).toBeInTheDocument();
  });

  it('says "1 report" for a single report', async () => {
    mockApi({ [SCHEDULE_URL]: ok(schedule()), [REPORTS_URL]: ok([october]) });
    renderReports();
    expect(await screen.findByText('1 report')).toBeInTheDocument();
  });

  it('says there are no reports yet for a schedule without any', async () => {
    mockApi({ [SCHEDULE_URL]: ok(schedule({ countOfSiteCareReports: 0 })), [REPORTS_URL]: ok([]) });
    renderReports();
    expect(await screen.findByText('0 reports')).toBeInTheDocument();
    expect(screen.getByText('No reports yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows "Endpoint not found" when the schedule does not exist', async () => {
    mockApi({
      [SCHEDULE_URL]: fail(404, 'not_found', 'Site Care schedule not found.'),
      [REPORTS_URL]: fail(404, 'not_found', 'Site Care schedule not found.'),
    });
    renderReports();
    expect(await screen.findByRole('alert')).toHaveTextContent('Endpoint not found');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows "Bad request" for a malformed schedule GUID', async () => {
    mockApi({
      [SCHEDULE_URL]: fail(400, 'bad_request', 'scheduleGuid is not a valid GUID.'),
      [REPORTS_URL]: fail(400, 'bad_request', 'scheduleGuid is not a valid GUID.'),
    });
    renderReports();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad request');
  });

  it("shows the server's message under the error title for another client's schedule", async () => {
    const denied = fail(401, 'unauthorized', 'You are not authorised to view this item.');
    mockApi({ [SCHEDULE_URL]: denied, [REPORTS_URL]: denied });
    renderReports();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching data');
    expect(alert).toHaveTextContent('You are not authorised to view this item. (401)');
  });

  it('shows "Exception caught" when only the reports call fails with an exception', async () => {
    mockApi({ [SCHEDULE_URL]: ok(schedule()), [REPORTS_URL]: new TypeError('Failed to fetch') });
    renderReports();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Exception caught');
    expect(alert).toHaveTextContent('Failed to fetch');
  });
});
