import type { MaintenanceWindow } from '@client-portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { PROJECT_GUID } from '../../../test/agency-fixtures';
import { fail, mockApi, ok, type MockRequest } from '../../../test/mock-api';
import { renderElement } from '../../../test/render';
import { Maintenance } from './maintenance';

const LIST_PATH = `/api/agency/projects/${PROJECT_GUID}/maintenance`;
const WINDOW_GUID = '4b1c2d3e-0001-4f5a-8b9c-000000000001';

describe('Maintenance (a project’s page)', () => {
  it('plans a window from the browser’s local time, lists it, and removes it after asking', async () => {
    const user = userEvent.setup();
    let windows: MaintenanceWindow[] = [];
    const sent: unknown[] = [];
    mockApi({
      [LIST_PATH]: (request: MockRequest) => {
        if (request.method === 'GET') return ok(windows);
        sent.push(request.body);
        const body = request.body as { startsAt: string; endsAt: string; note: string; repeatsWeekly: boolean };
        const window = { windowGuid: WINDOW_GUID, createdAt: '2026-11-28T10:00:00.000Z', ...body };
        windows = [window];
        return { status: 201, body: window };
      },
      [`/api/agency/maintenance/${WINDOW_GUID}`]: () => {
        windows = [];
        // A 204 cannot carry the mock's JSON body: a 200 stands in for it (the screen reads only the status).
        return ok({});
      },
    });
    renderElement(<Maintenance projectGuid={PROJECT_GUID} />);
    const card = await screen.findByRole('region', { name: 'Planned maintenance' });
    expect(await within(card).findByText('No maintenance planned.')).toBeInTheDocument();

    // Nothing filled in: each field says what it needs, and so does the line by the button.
    await user.click(within(card).getByRole('button', { name: 'Plan maintenance' }));
    expect(within(card).getByLabelText('Starts')).toHaveAccessibleDescription('Enter when the maintenance starts.');
    expect(within(card).getByLabelText('Ends')).toHaveAccessibleDescription('Enter when the maintenance ends.');
    expect(within(card).getByRole('alert')).toHaveTextContent('Not planned: correct the fields marked above.');
    expect(sent).toEqual([]);

    await user.type(within(card).getByLabelText('Starts'), '2030-01-07T22:00');
    await user.type(within(card).getByLabelText('Ends'), '2030-01-07T23:30');
    await user.type(within(card).getByLabelText('Note for the clients'), 'Server upgrade');
    await user.click(within(card).getByLabelText('Repeat every week'));
    await user.click(within(card).getByRole('button', { name: 'Plan maintenance' }));
    const words = `${format(new Date('2030-01-07T22:00'), 'dd-MMM-yyyy HH:mm')} to ${format(new Date('2030-01-07T23:30'), 'dd-MMM-yyyy HH:mm')}, every week`;
    expect(await within(card).findByText(`Maintenance planned: ${words}.`)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        startsAt: new Date('2030-01-07T22:00').toISOString(),
        endsAt: new Date('2030-01-07T23:30').toISOString(),
        note: 'Server upgrade',
        repeatsWeekly: true,
      },
    ]);
    const list = await within(card).findByRole('list', { name: 'Maintenance windows' });
    expect(list).toHaveTextContent(`${words}Server upgrade`);

    await user.click(within(list).getByRole('button', { name: `Remove maintenance ${words}` }));
    await user.click(within(list).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(card).findByText('No maintenance planned.')).toBeInTheDocument();
  });

  it('shows the server’s refusal at the field it names and by the button', async () => {
    const user = userEvent.setup();
    mockApi({
      [LIST_PATH]: (request: MockRequest) =>
        request.method === 'GET' ? ok([]) : fail(400, 'bad_request', 'endsAt: the window has ended already'),
    });
    renderElement(<Maintenance projectGuid={PROJECT_GUID} />);
    const card = await screen.findByRole('region', { name: 'Planned maintenance' });
    await user.type(within(card).getByLabelText('Starts'), '2020-01-07T22:00');
    await user.type(within(card).getByLabelText('Ends'), '2020-01-07T23:00');
    await user.click(within(card).getByRole('button', { name: 'Plan maintenance' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Not planned: the window has ended already');
    expect(within(card).getByLabelText('Ends')).toHaveAccessibleDescription('the window has ended already');
  });
});
