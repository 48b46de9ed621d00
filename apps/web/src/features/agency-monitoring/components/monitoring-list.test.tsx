import { screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { agencyMonitor, PROJECT_GUID } from '../../../test/agency-fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { MonitoringList } from './monitoring-list';

// Local times, so the screen reads 28-Nov-2026 07:55 in any test time zone.
const at = (hour: number, minute: number) => new Date(2026, 10, 28, hour, minute).toISOString();

function renderList(answer: ReturnType<typeof ok>) {
  mockApi({ '/api/agency/monitors': answer });
  renderAt('/agency/monitoring', [
    { path: '/agency/monitoring', element: <MonitoringList /> },
    { path: '/agency/projects/:projectGuid', element: <p>project page</p> },
  ]);
}

describe('MonitoringList (/agency/monitoring)', () => {
  it('shows a named monitor by its name, with its address under it', async () => {
    renderList(ok([agencyMonitor({ name: 'Shop checkout', url: 'https://shop.acme.example/checkout' })]));
    const link = await screen.findByRole('link', { name: 'Shop checkout' });
    expect(link).toHaveAttribute('href', `/agency/projects/${PROJECT_GUID}`);
    expect(link.closest('td')).toHaveTextContent('Shop checkouthttps://shop.acme.example/checkout');
  });

  it('lists every monitor as the server orders it, down first, with its state, uptime, last response and certificate', async () => {
    renderList(
      ok([
        agencyMonitor({
          monitorGuid: '7a1b2c3d-0001-4e5f-8a9b-000000000002',
          url: 'https://shop.acme.example/',
          projectName: 'Acme Shop',
          state: 'down',
          stateSince: at(7, 55),
          lastCheckedAt: at(8, 0),
          lastResponseMs: null,
          lastError: 'Timed out after 10 s',
          certificateExpiresAt: null,
          uptime24h: 97.5,
          uptime30d: 99.1,
        }),
        agencyMonitor({
          monitorGuid: '7a1b2c3d-0001-4e5f-8a9b-000000000003',
          state: 'pending',
          stateSince: null,
          lastCheckedAt: null,
          lastResponseMs: null,
          uptime24h: null,
          uptime30d: null,
          url: 'https://new.acme.example/',
        }),
        agencyMonitor({ certificateExpiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString() }),
      ]),
    );
    expect(await screen.findByText('1 of 3 sites is down.')).toHaveAttribute('role', 'status');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.querySelector('.badge')!.textContent)).toEqual([
      'Down',
      'Pending',
      'Up',
    ]);
    const [down, pending, up] = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(down).toEqual([
      'https://shop.acme.example/Acme Shop',
      'Downsince 28-Nov-2026 07:55Timed out after 10 s',
      '97.50%',
      '99.10%',
      'No answer, 28-Nov-2026 08:00',
      'None read',
    ]);
    expect(pending!.slice(2, 5)).toEqual(['No checks yet', 'No checks yet', 'Not checked yet']);
    expect(up![5]).toMatch(/^\d\d-\w{3}-\d{4}Certificate expires in (9|10) days$/);
    expect(within(rows[0]!).getByRole('link', { name: 'https://shop.acme.example/' })).toHaveAttribute(
      'href',
      `/agency/projects/${PROJECT_GUID}`,
    );
  });

  it('says since when a monitor added within a period counts', async () => {
    const added = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString();
    renderList(
      ok([
        agencyMonitor({ monitoredSince: added, uptime24h: 0, uptime30d: 0 }),
        agencyMonitor({ monitorGuid: '7a1b2c3d-0001-4e5f-8a9b-000000000004', monitoredSince: week }),
      ]),
    );
    await screen.findByRole('table');
    const [fresh, older] = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    const since = (iso: string) => `since ${format(new Date(iso), 'dd-MMM-yyyy HH:mm')}`;
    // Added two hours ago: neither 0.00% reads as a day or a month down.
    expect(fresh!.slice(2, 4)).toEqual([`0.00%${since(added)}`, `0.00%${since(added)}`]);
    // Added a week ago: the day is whole, the 30 days count from then.
    expect(older!.slice(2, 4)).toEqual(['100.00%', `99.95%${since(week)}`]);
  });

  it('says so when there is no monitor', async () => {
    renderList(ok([]));
    expect(
      await screen.findByText('No monitors yet. Add one on a project’s page, under Monitoring.'),
    ).toBeInTheDocument();
  });

  it('shows the problem when the list cannot be read', async () => {
    renderList(fail(500, 'Internal Server Error', 'Something went wrong'));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Sorry, an error occurred');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
