import type { AlertChannel, AlertDelivery } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockRequest } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { AlertChannels } from './alert-channels';
import { AlertDefaultsForm } from './alert-defaults-form';
import { AlertDeliveries } from './alert-deliveries';

const SLACK: AlertChannel = {
  channelGuid: '9a1b2c3d-0001-4e5f-8a9b-000000000001',
  name: 'Slack #ops',
  kind: 'slack',
  url: 'https://hooks.slack.com/services/T0/B0/xyz',
  secret: null,
  isDefault: true,
  projectCount: 2,
  createdAt: '2026-11-20T09:00:00.000Z',
  events: [],
  internalContent: false,
};

const delivery = (overrides: Partial<AlertDelivery>): AlertDelivery => ({
  deliveryGuid: '9a1b2c3d-0002-4e5f-8a9b-000000000001',
  channelGuid: SLACK.channelGuid,
  channelName: SLACK.name,
  event: 'down',
  title: 'acme.example is down',
  state: 'sent',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  sentAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  nextAttemptAt: null,
  attempts: [{ attempt: 1, attemptedAt: new Date().toISOString(), statusCode: 200, error: null, durationMs: 80 }],
  ...overrides,
});

describe('alert channels', () => {
  it('lets an admin add a signed webhook and shows its secret to give to the receiver', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    let channels = [SLACK];
    mockApi({
      '/api/agency/alert-channels': (request: MockRequest) => {
        if (request.method === 'GET') return ok(channels);
        posted.push(request.body);
        const added = {
          ...SLACK,
          channelGuid: '9a1b2c3d-0001-4e5f-8a9b-000000000002',
          name: 'Ops hook',
          kind: 'webhook' as const,
          url: 'https://hooks.example.com/portal',
          secret: 'whsec_c2VjcmV0LXNpZ25pbmcta2V5',
          isDefault: false,
          projectCount: 0,
          events: ['ticket.created' as const, 'ticket.note_added' as const],
          internalContent: true,
        };
        channels = [added, SLACK];
        return { status: 201, body: added };
      },
    });
    renderAt('/', [{ path: '/', element: <AlertChannels isAdmin /> }]);
    const list = await screen.findByRole('list', { name: 'Channels' });
    expect(
      within(list).getByText(
        /Slack · https:\/\/hooks\.slack\.com\/services\/T0\/B0\/xyz · Default, chosen by 2 projects/,
      ),
    ).toBeVisible();

    const form = screen.getByRole('form', { name: 'Add channel' });
    await user.click(within(form).getByRole('button', { name: 'Add channel' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name, such as “Slack #ops”.');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(posted).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), 'Ops hook');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Webhook (signed JSON)');
    await user.type(within(form).getByLabelText('Webhook address'), 'https://hooks.example.com/portal');
    // Told of helpdesk events too: internal notes only once the channel may receive them.
    await user.click(within(form).getByRole('checkbox', { name: 'An internal note is added' }));
    await user.click(within(form).getByRole('checkbox', { name: 'A ticket is opened' }));
    await user.click(within(form).getByRole('button', { name: 'Add channel' }));
    expect(within(form).getByText(/Internal notes go only to a channel no client reads/)).toBeVisible();
    expect(posted).toEqual([]);
    await user.click(within(form).getByRole('checkbox', { name: /May receive internal notes/ }));
    await user.click(within(form).getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByText('whsec_c2VjcmV0LXNpZ25pbmcta2V5', { selector: '.alert code' })).toBeVisible();
    expect(posted).toEqual([
      {
        name: 'Ops hook',
        kind: 'webhook',
        url: 'https://hooks.example.com/portal',
        events: ['ticket.created', 'ticket.note_added'],
        internalContent: true,
      },
    ]);
    expect(
      within(list).getByText('Helpdesk events: ticket.created, ticket.note_added (internal notes allowed)'),
    ).toBeVisible();
    expect(screen.getByText(/^Ops hook added\./)).toHaveAttribute('role', 'status');
  });

  it('shows the server’s refusal at the address field', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/agency/alert-channels': (request: MockRequest) =>
        request.method === 'GET'
          ? ok([])
          : fail(
              400,
              'bad_request',
              'url: Address not allowed: a private or internal address (set MONITOR_ALLOW_PRIVATE to monitor intranet sites)',
            ),
    });
    renderAt('/', [{ path: '/', element: <AlertChannels isAdmin /> }]);
    expect(await screen.findByText('No channels yet: alerts go by email only.')).toBeVisible();
    await user.type(screen.getByLabelText('Name'), 'Intranet');
    await user.type(screen.getByLabelText('Webhook address'), 'http://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    await waitFor(() => expect(screen.getByLabelText('Webhook address')).toHaveFocus());
    expect(screen.getByLabelText('Webhook address')).toHaveAccessibleDescription(
      expect.stringContaining('Address not allowed: a private or internal address'),
    );
  });

  it('lets other staff send a test but not change channels', async () => {
    const user = userEvent.setup();
    const tested: string[] = [];
    mockApi({
      '/api/agency/alert-channels': ok([{ ...SLACK, url: 'https://hooks.slack.com' }]),
      [`/api/agency/alert-channels/${SLACK.channelGuid}/test`]: () => {
        tested.push(SLACK.channelGuid);
        return { status: 202, body: { deliveryGuid: '9a1b2c3d-0002-4e5f-8a9b-000000000009' } };
      },
    });
    renderAt('/', [{ path: '/', element: <AlertChannels isAdmin={false} /> }]);
    await user.click(await screen.findByRole('button', { name: 'Send a test message to Slack #ops' }));
    expect(await screen.findByText('Test message to Slack #ops queued: its delivery shows below.')).toBeVisible();
    expect(tested).toEqual([SLACK.channelGuid]);
    expect(screen.queryByRole('button', { name: 'Edit Slack #ops' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add channel' })).toBeNull();
  });
});

describe('alert defaults', () => {
  it('saves staff email and the default channels (admins), and shows them read-only to other staff', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    mockApi({
      '/api/agency/alert-channels': ok([SLACK]),
      '/api/agency/alert-defaults': (request: MockRequest) => {
        if (request.method === 'GET') return ok({ emailStaff: true, channelGuids: [] });
        saved.push(request.body);
        return ok(request.body);
      },
    });
    const view = renderAt('/', [{ path: '/', element: <AlertDefaultsForm isAdmin /> }]);
    await user.click(await screen.findByLabelText('Post to Slack #ops'));
    await user.click(screen.getByLabelText('Email every staff member at once'));
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    expect(await screen.findByText('Changes saved.')).toBeVisible();
    expect(saved).toEqual([{ emailStaff: false, channelGuids: [SLACK.channelGuid] }]);
    view.unmount();

    renderAt('/', [{ path: '/', element: <AlertDefaultsForm isAdmin={false} /> }]);
    expect(await screen.findByLabelText('Post to Slack #ops')).toBeDisabled();
    expect(screen.getByText('Only an admin can change the defaults.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save defaults' })).toBeNull();
  });
});

describe('alert deliveries', () => {
  it('lists what became of each delivery in words, and keeps “failures only” in the address', async () => {
    const user = userEvent.setup();
    const searches: string[] = [];
    const failed = delivery({
      deliveryGuid: '9a1b2c3d-0002-4e5f-8a9b-000000000002',
      state: 'failed',
      sentAt: null,
      title: 'acme.example is up again',
      attempts: [1, 2, 3].map((attempt) => ({
        attempt,
        attemptedAt: new Date().toISOString(),
        statusCode: 404,
        error: 'The destination answered 404: no_team',
        durationMs: 50,
      })),
    });
    mockApi({
      '/api/agency/alert-deliveries': (request: MockRequest) => {
        searches.push(request.search);
        return ok(request.search === '?failing=true' ? [failed] : [delivery({}), failed]);
      },
    });
    const { router } = renderAt('/agency/monitoring/alerts', [
      { path: '/agency/monitoring/alerts', element: <AlertDeliveries /> },
    ]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Slack #ops', 'acme.example is down', 'Sent'],
      ['Slack #ops', 'acme.example is up again', 'Failed after 3 attemptsThe destination answered 404: no_team'],
    ]);
    await user.click(screen.getByRole('switch', { name: 'Failures only' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?failing=true');
    expect(searches).toEqual(['', '?failing=true']);
  });
});
