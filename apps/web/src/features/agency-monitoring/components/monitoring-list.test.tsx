import type { AgencyMonitor } from '@client-portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { MonitoringList } from './monitoring-list';

const PROJECT_GUID = '5c2a8e4f-9b1d-4e7a-8f3c-6a9d2b5e1f02';

const monitor = (overrides: Partial<AgencyMonitor>): AgencyMonitor => ({
  monitorGuid: '7a1b2c3d-0001-4e5f-8a9b-000000000001',
  projectGuid: PROJECT_GUID,
  projectName: 'Acme Mobile App',
  url: 'https://app.acme.example/',
  expectedStatusMin: 200,
  expectedStatusMax: 399,
  keyword: null,
  intervalSeconds: 300,
  timeoutSeconds: 10,
  ignoreTlsErrors: false,
  state: 'up',
  stateSince: '2026-11-01T08:00:00.000Z',
  lastCheckedAt: '2026-11-28T08:00:00.000Z',
  lastResponseMs: 212,
  lastError: null,
  certificateExpiresAt: null,
  uptime24h: 100,
  uptime30d: 99.95,
  ...overrides,
});

function renderList(answer: ReturnType<typeof ok>) {
  mockApi({ '/api/agency/monitors': answer });
  renderAt('/agency/monitoring', [
    { path: '/agency/monitoring', element: <MonitoringList /> },
    { path: '/agency/projects/:projectGuid', element: <p>project page</p> },
  ]);
}

describe('MonitoringList (/agency/monitoring)', () => {
  it('lists every monitor as the server orders it, down first, with its state, uptime, last response and certificate', async () => {
    renderList(
      ok([
        monitor({
          monitorGuid: '7a1b2c3d-0001-4e5f-8a9b-000000000002',
          url: 'https://shop.acme.example/',
          projectName: 'Acme Shop',
          state: 'down',
          stateSince: '2026-11-28T07:55:00.000Z',
          lastResponseMs: null,
          lastError: 'Timed out after 10 s',
          uptime24h: 97.5,
          uptime30d: 99.1,
        }),
        monitor({
          state: 'pending',
          stateSince: null,
          lastCheckedAt: null,
          lastResponseMs: null,
          uptime24h: null,
          uptime30d: null,
          url: 'https://new.acme.example/',
        }),
        monitor({ certificateExpiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString() }),
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
      '97.5%',
      '99.1%',
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
