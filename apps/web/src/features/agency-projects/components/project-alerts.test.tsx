import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROJECT_GUID } from '../../../test/agency-fixtures';
import { mockApi, ok, type MockRequest } from '../../../test/mock-api';
import { renderElement } from '../../../test/render';
import { ProjectAlerts } from './project-alerts';

const CHANNEL = {
  channelGuid: '9a1b2c3d-0001-4e5f-8a9b-000000000001',
  name: 'Slack #ops',
  kind: 'slack',
  url: 'https://hooks.slack.com',
  secret: null,
  isDefault: true,
  projectCount: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
  events: [],
  internalContent: false,
};

describe('ProjectAlerts (a project’s page)', () => {
  it('shows the defaults in force, and saves the project’s own choice with incident tickets and the clients’ email', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    mockApi({
      '/api/agency/alert-channels': ok([CHANNEL]),
      [`/api/agency/projects/${PROJECT_GUID}/alerts`]: (request: MockRequest) => {
        if (request.method === 'GET') {
          return ok({
            followsDefaults: true,
            emailStaff: true,
            channelGuids: [CHANNEL.channelGuid],
            incidentTickets: false,
            clientAlertMinutes: null,
          });
        }
        saved.push(request.body);
        return ok(request.body);
      },
    });
    renderElement(<ProjectAlerts projectGuid={PROJECT_GUID} />);
    const card = await screen.findByRole('region', { name: 'Alerts' });
    expect(await within(card).findByLabelText('Use the workspace’s defaults')).toBeChecked();
    // The defaults in force show, and are not this project's to change until it chooses its own.
    expect(within(card).getByLabelText('Post to Slack #ops')).toBeChecked();
    expect(within(card).getByLabelText('Post to Slack #ops')).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Save alerts' }));
    expect(await within(card).findByText('There are no changes to save.')).toBeVisible();

    await user.click(within(card).getByLabelText('Choose for this project'));
    await user.click(within(card).getByLabelText('Email every staff member at once'));
    await user.click(within(card).getByLabelText('Open a ticket for each outage'));
    // The clients' email waits 5 minutes unless staff choose otherwise.
    const wait = within(card).getByLabelText('Once it has been down for');
    expect(wait).toBeDisabled();
    await user.click(
      within(card).getByLabelText('Tell this project’s clients when the site is down, and when it is back'),
    );
    expect(wait).toHaveDisplayValue('5 minutes');
    await user.selectOptions(wait, '15 minutes');
    await user.click(within(card).getByRole('button', { name: 'Save alerts' }));
    expect(await within(card).findByText('Changes saved.')).toBeVisible();
    expect(saved).toEqual([
      {
        followsDefaults: false,
        emailStaff: false,
        channelGuids: [CHANNEL.channelGuid],
        incidentTickets: true,
        clientAlertMinutes: 15,
      },
    ]);
  });
});
