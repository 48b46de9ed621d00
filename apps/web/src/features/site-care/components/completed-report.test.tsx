import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { plots } from '../../../test/fake-uplot';
import type { Answer } from '../../../test/mock-api';
import { untilAnswered } from '../../../test/render';
import { fail, mockApi, ok, renderAt, report, reportUptime, unmeasured } from '../testing';
import { SiteCareReportView } from './site-care-report-view';

vi.mock('uplot', () => import('../../../test/fake-uplot'));

const REPORT_GUID = 'd4c3b2a1-0002-4b2c-8d02-200000000002';
const REPORT_URL = `/api/sitecarereports/${REPORT_GUID}`;
const UPTIME_URL = `${REPORT_URL}/uptime`;

const SPEC_WORDING = 'Your site is monitored from 5 locations every 5 minutes.';
const MEASURED_WORDING =
  'Your site is checked from our server every 5 minutes; uptime is the share of checks it answered, and an outage counts from 2 failed checks in a row.';
/** The spec's card for the fixture report, word for word. */
const SPEC_CARD =
  `Uptime and speed${SPEC_WORDING}` +
  'Downtime incidents in the previous 30 days2Total downtime7 minutesAverage home page response time over 30 days412 ms';

async function renderReport(uptime: Answer) {
  const fetchMock = mockApi({ [REPORT_URL]: ok(report()), [UPTIME_URL]: uptime });
  const view = renderAt(`/sitecarereports/${REPORT_GUID}`, [
    { path: '/sitecarereports/:siteCareReportGuid', element: <SiteCareReportView reportGuid={REPORT_GUID} /> },
  ]);
  const card = await screen.findByRole('region', { name: 'Uptime and speed' });
  return { card, fetchMock, view };
}

beforeEach(() => {
  plots.length = 0;
});

describe('the "Uptime and speed" card as measured (not in the spec)', () => {
  it('says how the portal checked the site instead of the spec’s first line when the figures were measured', async () => {
    const { card } = await renderReport(ok(reportUptime()));
    expect(await within(card).findByText(MEASURED_WORDING)).toBeInTheDocument();
    expect(within(card).queryByText(SPEC_WORDING)).not.toBeInTheDocument();
    // The spec's figures stay as they are.
    expect(within(card).getByText('Total downtime').nextElementSibling).toHaveTextContent('7 minutes');
    expect(within(card).getByText('Average home page response time over 30 days').nextElementSibling).toHaveTextContent(
      '412 ms',
    );
  });

  it('keeps the spec’s card word for word for a report typed in or imported', async () => {
    const { card, fetchMock, view } = await renderReport(ok(unmeasured()));
    // The answer has arrived: it changes nothing on screen.
    await untilAnswered(view, fetchMock, UPTIME_URL);
    expect(card.textContent).toBe(SPEC_CARD);
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByText('Incidents')).not.toBeInTheDocument();
  });

  it('shows nothing extra while the measurements load', async () => {
    const { card } = await renderReport('never');
    expect(card.textContent).toBe(SPEC_CARD);
  });

  it('keeps the spec’s card and says only, in muted text, that the measurements could not be loaded', async () => {
    const { card } = await renderReport(fail(500, 'internal', 'Internal server error.'));
    const note = await within(card).findByText('Measurements could not be loaded.');
    expect(note).toHaveClass('small', 'text-body-secondary');
    expect(card.textContent).toBe(`${SPEC_CARD}Measurements could not be loaded.`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Security issues' })).toBeInTheDocument();
  });

  it('charts the month’s daily uptime and response time, named and summed up, with a table for screen readers', async () => {
    const { card } = await renderReport(ok(reportUptime()));

    const uptimeChart = await within(card).findByRole('img', { name: 'Uptime per day, October 2026' });
    expect(uptimeChart).toHaveAccessibleDescription(
      'Average daily uptime 99.97% over 30 days with checks: lowest day 99.31%, highest day 100.00%.',
    );
    const responseChart = within(card).getByRole('img', { name: 'Average response time per day, October 2026' });
    expect(responseChart).toHaveAccessibleDescription(
      'Average response time 216 ms over 30 days with checks: fastest day 201 ms, slowest day 230 ms.',
    );

    const table = within(card).getByRole('table', { name: 'Uptime and average response time per day, October 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(32);
    expect(rows[1]).toHaveTextContent('01-Oct-2026no checks—');
    expect(rows[12]).toHaveTextContent('12-Oct-2026211 ms99.31%');
    // Hidden inside a box, so its width cannot push the page sideways on a phone.
    expect(table.parentElement).toHaveClass('visually-hidden');

    // Both charts load on their own (uPlot is not in the report screen's chunk) and draw every day of the month.
    await vi.waitFor(() => expect(plots).toHaveLength(2));
    const drawn = new Map(plots.map((plot) => [plot.target.closest('[role="img"]'), plot.data]));
    const [days, percents] = drawn.get(uptimeChart)!;
    expect(days).toHaveLength(31);
    expect(days![0]).toBe(Date.UTC(2026, 9, 1) / 1000);
    expect(percents![11]).toBe(99.31);
    expect(drawn.get(responseChart)![1]![30]).toBe(230);
    // Uptime is drawn on the whole 0–100% scale, whatever the worst day.
    const uptimePlot = plots.find((plot) => uptimeChart.contains(plot.target))!;
    expect(uptimePlot.options.scales.y.range(null, 99.31, 100)).toEqual([0, 100]);
  });

  it('lists the month’s planned maintenance apart from its incidents', async () => {
    const { card } = await renderReport(
      ok(
        reportUptime({
          maintenance: [
            {
              startsAt: new Date(2026, 9, 6, 22, 0).toISOString(),
              endsAt: new Date(2026, 9, 6, 23, 30).toISOString(),
              note: 'Server upgrade',
            },
          ],
        }),
      ),
    );
    const list = await within(card).findByRole('list', { name: 'Planned maintenance' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      '06-Oct-2026 22:00 to 06-Oct-2026 23:30: Server upgrade',
    );
    expect(within(card).getByText('No incidents this month.')).toBeInTheDocument();
    expect(within(card).getByText('Planned maintenance counts neither as uptime nor as downtime.')).toBeInTheDocument();
  });

  it('lists the month’s incidents with their durations', async () => {
    const { card } = await renderReport(
      ok(
        reportUptime({
          incidents: [
            {
              startedAt: new Date(2026, 9, 12, 22, 40).toISOString(),
              endedAt: new Date(2026, 9, 13, 0, 45).toISOString(),
              durationSeconds: 125 * 60,
              cause: 'The site did not answer',
            },
            {
              startedAt: new Date(2026, 9, 3, 9, 0).toISOString(),
              endedAt: new Date(2026, 9, 3, 9, 25).toISOString(),
              durationSeconds: 25 * 60,
              cause: 'The site answered with an error',
            },
          ],
        }),
      ),
    );
    const list = await within(card).findByRole('list', { name: 'Incidents' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '12-Oct-2026 22:402 hours 5 minutesThe site did not answer',
      '03-Oct-2026 09:0025 minutesThe site answered with an error',
    ]);
    expect(within(card).queryByText('No incidents this month.')).not.toBeInTheDocument();
  });

  it('says "No incidents this month." when the month had none', async () => {
    const { card } = await renderReport(ok(reportUptime()));
    expect(await within(card).findByRole('heading', { level: 3, name: 'Incidents' })).toBeInTheDocument();
    expect(within(card).getByText('No incidents this month.')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows no charts and no incidents when nothing was measured that month, whatever the wording', async () => {
    const { card } = await renderReport(ok(reportUptime({ daily: [] })));
    expect(await within(card).findByText(MEASURED_WORDING)).toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).queryByText('Incidents')).not.toBeInTheDocument();
    expect(within(card).queryByText('No incidents this month.')).not.toBeInTheDocument();
  });
});
