import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { helpdeskSettings, PROJECT_GUID } from '../../../test/agency-fixtures';
import { fail, mockApi, ok, type MockRequest } from '../../../test/mock-api';
import { renderElement } from '../../../test/render';
import { HelpdeskSettingsForm } from './helpdesk-settings-form';
import { ProjectTargetsCard } from './project-targets-card';

describe('HelpdeskSettingsForm (Settings)', () => {
  it('shows the settings and saves what the admin changed, targets in hours, holidays a line each', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockApi({
      '/api/agency/settings/helpdesk': (request: MockRequest) => {
        if (request.method === 'PUT') sent.push(request.body);
        return ok(request.method === 'PUT' ? request.body : helpdeskSettings());
      },
    });
    renderElement(<HelpdeskSettingsForm isAdmin />);
    const form = await screen.findByRole('form', { name: 'Helpdesk' });
    expect(within(form).getByRole('radio', { name: /^Public update/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save helpdesk settings' }));
    expect(await within(form).findByText('There are no changes to save.')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: /^Internal note/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'Clients see their tickets’ priority' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Friday' }));
    await user.type(within(form).getByRole('textbox', { name: 'Public holidays' }), '2026-12-25{Enter}2026-12-26');
    await user.type(within(form).getByRole('textbox', { name: 'First response within' }), '1.5');
    await user.type(within(form).getByRole('textbox', { name: 'Resolution within' }), '16');
    await user.click(within(form).getByRole('button', { name: 'Save helpdesk settings' }));
    expect(await within(form).findByText('Changes saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        composerDefault: 'internal',
        clientsSeePriority: true,
        businessHours: {
          timeZone: 'Europe/London',
          workingDays: [1, 2, 3, 4],
          start: '09:00',
          end: '17:00',
          holidays: ['2026-12-25', '2026-12-26'],
        },
        targets: { firstResponseMinutes: 90, resolutionMinutes: 960 },
      },
    ]);
  });

  it('shows the server’s refusal, naming the field', async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/agency/settings/helpdesk': (request: MockRequest) =>
        request.method === 'PUT'
          ? fail(
              400,
              'bad_request',
              'businessHours.timeZone: timeZone must be a time zone such as Europe/London or UTC',
            )
          : ok(helpdeskSettings()),
    });
    renderElement(<HelpdeskSettingsForm isAdmin />);
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Save helpdesk settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('timeZone must be a time zone');
  });

  it('is read-only to staff who are not admins', async () => {
    mockApi({ '/api/agency/settings/helpdesk': ok(helpdeskSettings()) });
    renderElement(<HelpdeskSettingsForm isAdmin={false} />);
    expect(await screen.findByRole('radio', { name: /^Public update/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save helpdesk settings' })).not.toBeInTheDocument();
    expect(screen.getByText('Only an admin can change the helpdesk settings.')).toBeInTheDocument();
  });
});

describe('ProjectTargetsCard (a project’s page)', () => {
  it('follows the workspace’s targets until the project gets its own', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockApi({
      [`/api/agency/projects/${PROJECT_GUID}/targets`]: (request: MockRequest) => {
        if (request.method === 'PUT') sent.push(request.body);
        return ok(
          request.method === 'PUT'
            ? request.body
            : { followsDefault: true, firstResponseMinutes: 120, resolutionMinutes: null },
        );
      },
    });
    renderElement(<ProjectTargetsCard projectGuid={PROJECT_GUID} />);
    const card = await screen.findByRole('form', { name: 'Response targets' });
    expect(
      within(card).getByText('First response: within 2 working hours. Resolution: no target.'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('radio', { name: 'Targets of its own' }));
    const first = within(card).getByRole('textbox', { name: 'First response within' });
    expect(first).toHaveValue('2');
    await user.clear(first);
    await user.type(first, '0.5');
    await user.click(within(card).getByRole('button', { name: 'Save targets' }));
    await waitFor(() =>
      expect(sent).toEqual([{ followsDefault: false, firstResponseMinutes: 30, resolutionMinutes: null }]),
    );
    expect(await within(card).findByText('Changes saved.')).toBeInTheDocument();
  });
});
