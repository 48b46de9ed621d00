import type { ProjectUptime } from '@client-portal/contract';
import { screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { plots } from '../../../test/fake-uplot';
import {
  calledPaths,
  fail,
  MEMBER_GUID,
  mockApi,
  ok,
  projectDetail,
  projectUptime,
  REDESIGN_GUID,
  renderAt,
  uptimeDays,
} from '../testing';
import { ProjectDetail } from './project-detail';

vi.mock('uplot', () => import('../../../test/fake-uplot'));

const UPTIME_PATH = `/api/projects/${REDESIGN_GUID}/uptime`;

function renderProject(uptime: ProjectUptime | ReturnType<typeof fail>) {
  const fetchMock = mockApi({
    [`/api/projects/${REDESIGN_GUID}`]: ok(projectDetail()),
    [`/api/projects/user/${MEMBER_GUID}`]: ok([]),
    [`/api/ticketviews/project/${REDESIGN_GUID}`]: ok([]),
    [UPTIME_PATH]: 'state' in uptime ? ok(uptime) : uptime,
  });
  renderAt(`/projects/${REDESIGN_GUID}`, [
    {
      path: '/projects/:projectGuid',
      element: (
        <ProjectDetail
          projectGuid={REDESIGN_GUID}
          memberGuid={MEMBER_GUID}
          dashboardPages={<p>dashboard pages slot</p>}
          newTicketPath={`/tickets/new?projectGuid=${REDESIGN_GUID}`}
        />
      ),
    },
  ]);
  return fetchMock;
}

const uptimeCard = () => screen.findByRole('region', { name: 'Uptime' });
/** The value shown under a period's label. */
const period = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling;

describe('the project screen’s Uptime card (not in the spec)', () => {
  it('shows "Operational", the uptime of each period with two decimals, and how it is counted', async () => {
    const fetchMock = renderProject(projectUptime());
    const card = await uptimeCard();
    // Asked for once, beside the project: the card appearing later does not ask again.
    expect(calledPaths(fetchMock).filter((path) => path === UPTIME_PATH)).toHaveLength(1);
    expect(within(card).getByText('Operational')).toHaveClass('badge', 'text-bg-success');
    expect(period(card, 'Last 24 hours')).toHaveTextContent(/^100\.00%$/);
    expect(period(card, 'Last 7 days')).toHaveTextContent(/^99\.95%$/);
    // Cut, not rounded: 99.987 never reads as more than it was.
    expect(period(card, 'Last 30 days')).toHaveTextContent(/^99\.98%$/);
    expect(period(card, 'Last 90 days')).toHaveTextContent(/^—$/);
    expect(
      within(card).getByText(
        'Checked every 5 minutes from our server; uptime is the share of checks answered, and an outage counts from 2 failed checks in a row.',
      ),
    ).toBeInTheDocument();
  });

  it('says from when a period counts when the monitoring began within it', async () => {
    const since = new Date(Date.now() - 3 * 86_400_000).toISOString();
    renderProject(projectUptime({ monitoredSince: since, uptime: { h24: 100, d7: 50, d30: 50, d90: 50 } }));
    const card = await uptimeCard();
    const sinceText = `since ${format(new Date(since), 'dd-MMM-yyyy')}`;
    expect(period(card, 'Last 24 hours')).toHaveTextContent(/^100\.00%$/);
    for (const label of ['Last 7 days', 'Last 30 days', 'Last 90 days']) {
      expect(period(card, label)).toHaveTextContent(`50.00%${sinceText}`);
    }
  });

  it('shows planned maintenance under way with its note, and one coming within the week', async () => {
    const startsAt = new Date(Date.now() - 30 * 60_000).toISOString();
    const endsAt = new Date(Date.now() + 30 * 60_000).toISOString();
    renderProject(projectUptime({ state: 'maintenance', maintenance: { startsAt, endsAt, note: 'Server upgrade' } }));
    const card = await uptimeCard();
    expect(within(card).getByText('Planned maintenance')).toHaveClass('badge');
    expect(
      within(card).getByText(
        `Planned maintenance until ${format(new Date(endsAt), 'dd-MMM-yyyy HH:mm')}: Server upgrade`,
      ),
    ).toBeInTheDocument();
  });

  it('tells of maintenance to come while the sites are operational', async () => {
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();
    renderProject(projectUptime({ maintenance: { startsAt, endsAt, note: '' } }));
    const card = await uptimeCard();
    expect(within(card).getByText('Operational')).toHaveClass('badge');
    expect(
      within(card).getByText(
        `Planned maintenance from ${format(new Date(startsAt), 'dd-MMM-yyyy HH:mm')} to ${format(new Date(endsAt), 'dd-MMM-yyyy HH:mm')}.`,
      ),
    ).toBeInTheDocument();
  });

  it('comes after everything the spec shows', async () => {
    renderProject(projectUptime());
    const card = await uptimeCard();
    const tickets = screen.getByRole('region', { name: 'Tickets' });
    expect(tickets.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows "Down since dd-MMM-yyyy HH:mm" in a danger badge', async () => {
    renderProject(projectUptime({ state: 'down', since: new Date(2026, 10, 20, 8, 15).toISOString() }));
    const card = await uptimeCard();
    expect(within(card).getByText('Down since 20-Nov-2026 08:15')).toHaveClass('badge', 'text-bg-danger');
    expect(within(card).queryByText('Operational')).not.toBeInTheDocument();
  });

  it('lists the incidents newest first with start, duration and cause; an ongoing one says "ongoing"', async () => {
    renderProject(
      projectUptime({
        state: 'down',
        since: new Date(2026, 10, 20, 8, 15).toISOString(),
        incidents: [
          {
            startedAt: new Date(2026, 10, 20, 8, 15).toISOString(),
            endedAt: null,
            durationSeconds: 45 * 60,
            cause: 'The site answered with an error',
          },
          {
            startedAt: new Date(2026, 10, 12, 22, 40).toISOString(),
            endedAt: new Date(2026, 10, 13, 0, 45).toISOString(),
            durationSeconds: 125 * 60,
            cause: 'The site did not answer',
          },
          {
            startedAt: new Date(2026, 9, 3, 9, 0).toISOString(),
            endedAt: new Date(2026, 9, 3, 9, 25).toISOString(),
            durationSeconds: 25 * 60,
            cause: 'Unexpected content',
          },
        ],
      }),
    );
    const card = await uptimeCard();
    const items = within(within(card).getByRole('list', { name: 'Incidents' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '20-Nov-2026 08:15ongoing45 minutes so farThe site answered with an error',
      '12-Nov-2026 22:402 hours 5 minutesThe site did not answer',
      '03-Oct-2026 09:0025 minutesUnexpected content',
    ]);
    expect(within(items[0]!).getByText('ongoing')).toHaveClass('badge', 'text-bg-danger');
    expect(within(card).queryByText('No incidents in the last 90 days.')).not.toBeInTheDocument();
  });

  it('says "No incidents in the last 90 days." when there were none', async () => {
    renderProject(projectUptime());
    expect(await within(await uptimeCard()).findByText('No incidents in the last 90 days.')).toBeInTheDocument();
  });

  it('shows nothing at all for a project that is not monitored', async () => {
    renderProject(projectUptime({ state: 'not-monitored', since: null, daily: [], incidents: [] }));
    await screen.findByText('No tickets.');
    expect(screen.queryByRole('region', { name: 'Uptime' })).not.toBeInTheDocument();
    expect(screen.queryByText(/uptime/i)).not.toBeInTheDocument();
  });

  it('keeps the project screen whole when the uptime fails, saying so in the card only', async () => {
    renderProject(fail(500, 'internal', 'Internal error.'));
    const card = await uptimeCard();
    expect(card).toHaveTextContent(/^UptimeUptime could not be loaded\.$/);
    expect(within(card).getByText('Uptime could not be loaded.')).toHaveClass('text-body-secondary', 'small');
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Website Redesign' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws the 30-day response time as a named chart, with the same numbers in a table for screen readers', async () => {
    plots.length = 0;
    renderProject(projectUptime());
    const card = await uptimeCard();
    const chart = within(card).getByRole('img', { name: 'Average response time per day, last 30 days' });
    expect(chart).toHaveAccessibleDescription(
      'Average response time 165 ms over 29 days with checks: fastest day 151 ms, slowest day 179 ms.',
    );
    const table = within(card).getByRole('table', { name: 'Average response time per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('22-Oct-2026no checks—');
    expect(rows[30]).toHaveTextContent('20-Nov-2026179 ms100.00%');

    // The chart itself loads on its own (uPlot is not in the project screen's chunk), then draws every day.
    await vi.waitFor(() => expect(plots).toHaveLength(1));
    const [days, times] = plots[0]!.data;
    expect(days).toHaveLength(30);
    expect(days![0]).toBe(Date.UTC(2026, 9, 22) / 1000);
    expect(times).toEqual(uptimeDays().map((day) => day.averageResponseMs));
    expect(chart).toContainElement(plots[0]!.target);
  });

  it('draws a single day of checks as a point, and its legend tells that day rather than a dash', async () => {
    plots.length = 0;
    const daily = uptimeDays().map((day, i) =>
      i === 12 ? day : { ...day, averageResponseMs: null, uptimePercent: null },
    );
    renderProject(projectUptime({ daily }));
    const card = await uptimeCard();
    expect(within(card).getByRole('img', { name: 'Average response time per day, last 30 days' })).toBeInTheDocument();
    await vi.waitFor(() => expect(plots).toHaveLength(1));
    const { options } = plots[0]!;
    expect(options.series[1]!.points?.show).toBe(true);
    // Away from the chart (no day pointed at), the legend reads the latest day with a figure.
    expect(options.series[0]!.value(null, null, 0, null)).toBe('03-Nov-2026');
    expect(options.series[1]!.value(null, null, 1, null)).toBe('162 ms');
    // A day without checks says so.
    expect(options.series[1]!.value(null, null, 1, 3)).toBe('no checks');
  });

  it('says so instead of drawing an empty chart when no day has a response time', async () => {
    renderProject(
      projectUptime({ daily: uptimeDays().map((day) => ({ ...day, averageResponseMs: null, uptimePercent: null })) }),
    );
    const card = await uptimeCard();
    expect(within(card).getByText('No response times in the last 30 days yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('leaves the interval out of how it is counted when there is none', async () => {
    renderProject(projectUptime({ method: { intervalSeconds: null, confirmChecks: 2 } }));
    expect(
      within(await uptimeCard()).getByText(
        'Checked from our server; uptime is the share of checks answered, and an outage counts from 2 failed checks in a row.',
      ),
    ).toBeInTheDocument();
  });
});
