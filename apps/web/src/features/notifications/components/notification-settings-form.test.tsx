import type { NotificationSetting } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type PathAnswer } from '../../../test/mock-api';
import { renderElement } from '../../../test/render';
import { NotificationSettingsForm } from './notification-settings-form';

const PATH = '/api/users/me/notifications';

/** The server's settings for one person, moved on by each PUT unless `put` answers instead. */
function mockSettings(initial: NotificationSetting[], options: { get?: PathAnswer; put?: PathAnswer } = {}) {
  const state = initial.map((setting) => ({ ...setting }));
  const puts: unknown[] = [];
  const fetchMock = mockApi({
    [PATH]: (request) => {
      if (request.method !== 'PUT') {
        return typeof options.get === 'function' ? options.get(request) : (options.get ?? ok({ settings: state }));
      }
      puts.push(request.body);
      if (options.put) return typeof options.put === 'function' ? options.put(request) : options.put;
      for (const change of (request.body as { settings: NotificationSetting[] }).settings) {
        state.find((setting) => setting.kind === change.kind)!.enabled = change.enabled;
      }
      return ok({ settings: state });
    },
  });
  renderElement(<NotificationSettingsForm />);
  return { fetchMock, puts };
}

const STAFF_SETTINGS: NotificationSetting[] = [
  { kind: 'new-tickets', enabled: true },
  { kind: 'client-replies', enabled: true },
];

describe('NotificationSettingsForm', () => {
  it('lists exactly the kinds the server answers, each with its label and hint', async () => {
    mockSettings(STAFF_SETTINGS);
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    expect(screen.getByText('Choose which emails you get about tickets.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const form = await screen.findByRole('form', { name: 'Notification settings' });
    const switches = within(form).getAllByRole('switch');
    expect(switches.map((input) => input.getAttribute('type'))).toEqual(['checkbox', 'checkbox']);
    expect(switches.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'New tickets from clients',
      'Client replies',
    ]);
    expect(switches[0]).toHaveAccessibleDescription('When a client opens a ticket.');
    expect(switches[1]).toHaveAccessibleDescription(
      'When a client replies on a ticket assigned to you, or on an unassigned ticket.',
    );
    for (const input of switches) expect(input).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Updates on tickets' })).not.toBeInTheDocument();
  });

  it('shows a client their one kind, off when they turned it off', async () => {
    mockSettings([{ kind: 'ticket-activity', enabled: false }]);
    const activity = await screen.findByRole('switch', { name: 'Updates on tickets' });
    expect(activity).not.toBeChecked();
    expect(activity).toHaveAccessibleDescription(
      'When the agency posts an update on a ticket of your projects or changes its status.',
    );
    expect(screen.getAllByRole('switch')).toHaveLength(1);
  });

  it('sends only the switched kind and says the settings are saved', async () => {
    const { puts } = mockSettings(STAFF_SETTINGS);
    const user = userEvent.setup();
    const replies = await screen.findByRole('switch', { name: 'Client replies' });
    await user.click(replies);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Notification settings saved.'));
    expect(puts).toEqual([{ settings: [{ kind: 'client-replies', enabled: false }] }]);
    expect(replies).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'New tickets from clients' })).toBeChecked();
  });

  it('sends nothing when no switch changed, or when one was switched back', async () => {
    const { puts } = mockSettings(STAFF_SETTINGS);
    const user = userEvent.setup();
    const replies = await screen.findByRole('switch', { name: 'Client replies' });
    await user.click(replies);
    await user.click(replies);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('There are no changes to save.');
    expect(puts).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const { puts } = mockSettings(STAFF_SETTINGS);
    const user = userEvent.setup();
    const newTickets = await screen.findByRole('switch', { name: 'New tickets from clients' });
    newTickets.focus();
    await user.keyboard(' ');
    expect(newTickets).not.toBeChecked();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(puts).toEqual([{ settings: [{ kind: 'new-tickets', enabled: false }] }]));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
  });

  it('shows the server’s message when the save fails and keeps the switches as the user left them', async () => {
    const { puts } = mockSettings(STAFF_SETTINGS, {
      put: fail(503, 'unavailable', 'The service is temporarily unavailable. Please try again shortly.'),
    });
    const user = userEvent.setup();
    const newTickets = await screen.findByRole('switch', { name: 'New tickets from clients' });
    await user.click(newTickets);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    expect(newTickets).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Client replies' })).toBeChecked();
    expect(screen.getByRole('status')).not.toHaveTextContent('Notification settings saved.');
    expect(puts).toEqual([{ settings: [{ kind: 'new-tickets', enabled: false }] }]);
  });

  it('shows a refused kind in the server’s words, without the field name', async () => {
    mockSettings([{ kind: 'ticket-activity', enabled: true }], {
      put: fail(400, 'bad_request', 'settings: ticket-activity is not an email you receive.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Updates on tickets' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^ticket-activity is not an email you receive\.$/);
  });

  it('shows the error card when the settings cannot be read, and loads them on "Try again"', async () => {
    let isDown = true;
    mockSettings(STAFF_SETTINGS, {
      get: () => (isDown ? fail(500, 'internal', 'An unexpected error occurred.') : ok({ settings: STAFF_SETTINGS })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, an error occurred');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    isDown = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Client replies' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the person gets no emails to choose from', async () => {
    mockSettings([]);
    expect(await screen.findByText('There are no emails to choose from.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
