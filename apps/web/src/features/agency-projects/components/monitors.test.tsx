import type { Monitor } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Answer, type MockRequest, type PathAnswer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { monitor, MONITOR_GUID, PROJECT_GUID } from '../testing';
import { Monitors } from './monitors';

const MONITORS_PATH = `/api/agency/projects/${PROJECT_GUID}/monitors`;
const MONITOR_PATH = `/api/agency/monitors/${MONITOR_GUID}`;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An expiry this many whole days (and an hour) from now. */
const expiresIn = (days: number) => new Date(Date.now() + days * DAY_MS + 60 * 60 * 1000).toISOString();

interface Answers {
  list?: PathAnswer;
  add?: (request: MockRequest) => Answer;
}

function renderMonitors({ list = ok([monitor()]), add }: Answers = {}) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  mockApi({
    [MONITORS_PATH]: (request) => {
      if (request.method === 'GET') return typeof list === 'function' ? list(request) : list;
      writes.push({ method: request.method, path: MONITORS_PATH, body: request.body });
      return add ? add(request) : { status: 201, body: monitor({ ...(request.body as Partial<Monitor>) }) };
    },
    [MONITOR_PATH]: (request) => {
      writes.push({ method: request.method, path: MONITOR_PATH, body: request.body });
      // A 204 cannot carry the mock's JSON body: a 200 stands in for it (the screen reads only the status).
      return request.method === 'DELETE' ? ok({}) : ok(monitor({ ...(request.body as Partial<Monitor>) }));
    },
  });
  renderAt(`/agency/projects/${PROJECT_GUID}`, [
    { path: '/agency/projects/:projectGuid', element: <Monitors projectGuid={PROJECT_GUID} /> },
  ]);
  return { writes };
}

const region = () => screen.findByRole('region', { name: 'Monitoring' });
const items = async () => within(await screen.findByRole('list', { name: 'Monitors' })).getAllByRole('listitem');

describe('Monitors (the agency project page’s "Monitoring")', () => {
  it('lists each monitor with its state since when, last check, response time, last error and settings', async () => {
    renderMonitors({
      list: ok([
        monitor({ keyword: 'Welcome', ignoreTlsErrors: true }),
        monitor({
          monitorGuid: 'd00dfeed-0002-4a5b-8c6d-600000000002',
          url: 'https://shop.acme.example/',
          state: 'down',
          stateSince: new Date(2026, 10, 20, 8, 15).toISOString(),
          lastResponseMs: null,
          lastError: 'HTTP 503 (expected 200–399)',
          intervalSeconds: 60,
        }),
        monitor({
          monitorGuid: 'd00dfeed-0003-4a5b-8c6d-600000000003',
          url: 'http://legacy.acme.example/',
          state: 'pending',
          stateSince: null,
          lastCheckedAt: null,
          lastResponseMs: null,
          certificateExpiresAt: null,
        }),
      ]),
    });
    const [up, down, pending] = await items();
    expect(within(up!).getByText('Up')).toHaveClass('badge', 'text-bg-success');
    expect(up).toHaveTextContent('since 01-Nov-2026 09:00');
    expect(up).toHaveTextContent('Last check20-Nov-2026 09:59 · 182 ms');
    expect(up).toHaveTextContent(
      'every 5 minutes · status 200–399 · time-out 10 s · keyword “Welcome” · certificate errors ignored',
    );
    expect(up).not.toHaveTextContent('Last error');

    expect(within(down!).getByText('Down')).toHaveClass('badge', 'text-bg-danger');
    expect(down).toHaveTextContent('since 20-Nov-2026 08:15');
    expect(down).toHaveTextContent('Last check20-Nov-2026 09:59Last error');
    expect(within(down!).getByText('HTTP 503 (expected 200–399)')).toBeInTheDocument();
    expect(down).toHaveTextContent('every 1 minute');

    expect(within(pending!).getByText('Pending')).toHaveClass('badge', 'text-bg-secondary');
    expect(pending).toHaveTextContent('no confirmed result yet');
    expect(pending).toHaveTextContent('Last checkNot checked yet');
    expect(pending).not.toHaveTextContent('Certificate');
  });

  it('warns of a certificate within 30 days, in danger style under 7, and not before', async () => {
    const named = (url: string, days: number) =>
      monitor({
        monitorGuid: `d00dfeed-0000-4a5b-8c6d-${String(days).padStart(12, '0')}`,
        url,
        certificateExpiresAt: expiresIn(days),
      });
    renderMonitors({
      list: ok([
        named('https://a.example/', 45),
        named('https://b.example/', 31),
        named('https://c.example/', 30),
        named('https://d.example/', 7),
        named('https://e.example/', 6),
      ]),
    });
    const [far, justOver, thirty, seven, six] = await items();
    expect(within(far!).queryByText(/^Certificate expires in/)).not.toBeInTheDocument();
    expect(far).toHaveTextContent(/Certificate expires\d\d-[A-Z][a-z]{2}-\d{4}/);
    expect(within(justOver!).queryByText(/^Certificate expires in/)).not.toBeInTheDocument();
    expect(within(thirty!).getByText('Certificate expires in 30 days')).toHaveClass('badge', 'text-bg-warning');
    expect(within(seven!).getByText('Certificate expires in 7 days')).toHaveClass('badge', 'text-bg-warning');
    expect(within(six!).getByText('Certificate expires in 6 days')).toHaveClass('badge', 'text-bg-danger');
  });

  it('says "No monitors yet." for a project without any', async () => {
    renderMonitors({ list: ok([]) });
    expect(await within(await region()).findByText('No monitors yet.')).toBeInTheDocument();
  });

  it('shows "Loading..." while the monitors load', async () => {
    renderMonitors({ list: 'never' });
    expect(within(await region()).getByText('Loading...')).toBeInTheDocument();
  });

  it('says when the monitors could not be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderMonitors({
      list: () => {
        calls += 1;
        return calls === 1 ? fail(500, 'internal', 'Internal error.') : ok([]);
      },
    });
    const alert = await within(await region()).findByRole('alert');
    expect(alert).toHaveTextContent('Monitors could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No monitors yet.')).toBeInTheDocument();
  });

  it('adds a monitor sending every field, the defaults included', async () => {
    const user = userEvent.setup();
    const { writes } = renderMonitors({ list: ok([]) });
    const form = await screen.findByRole('form', { name: 'Add monitor' });
    expect(within(form).getByRole('spinbutton', { name: 'From' })).toHaveValue(200);
    expect(within(form).getByRole('spinbutton', { name: 'To' })).toHaveValue(399);
    expect(within(form).getByRole('spinbutton', { name: 'Check every (seconds)' })).toHaveValue(300);
    expect(within(form).getByRole('spinbutton', { name: 'Time-out (seconds)' })).toHaveValue(10);
    expect(within(form).getByRole('checkbox', { name: 'Ignore certificate errors' })).not.toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'URL' }), 'https://acme.example/');
    await user.click(within(form).getByRole('button', { name: 'Add monitor' }));
    expect(await screen.findByText('Monitor for https://acme.example/ added.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: MONITORS_PATH,
        body: {
          name: null,
          url: 'https://acme.example/',
          expectedStatusMin: 200,
          expectedStatusMax: 399,
          keyword: null,
          intervalSeconds: 300,
          timeoutSeconds: 10,
          ignoreTlsErrors: false,
        },
      },
    ]);
    expect(within(form).getByRole('textbox', { name: 'URL' })).toHaveValue('');
  });

  it('sends what was typed: name, keyword, range, interval, time-out and the certificate rule', async () => {
    const user = userEvent.setup();
    const { writes } = renderMonitors({ list: ok([]) });
    const form = within(await screen.findByRole('form', { name: 'Add monitor' }));
    await user.type(form.getByRole('textbox', { name: 'Name (optional)' }), ' Intranet ');
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://self-signed.example');
    await user.clear(form.getByRole('spinbutton', { name: 'To' }));
    await user.type(form.getByRole('spinbutton', { name: 'To' }), '299');
    await user.type(form.getByRole('textbox', { name: 'Keyword (optional)' }), '  Welcome ');
    await user.clear(form.getByRole('spinbutton', { name: 'Check every (seconds)' }));
    await user.type(form.getByRole('spinbutton', { name: 'Check every (seconds)' }), '60');
    await user.clear(form.getByRole('spinbutton', { name: 'Time-out (seconds)' }));
    await user.type(form.getByRole('spinbutton', { name: 'Time-out (seconds)' }), '5');
    await user.click(form.getByRole('checkbox', { name: 'Ignore certificate errors' }));
    await user.click(form.getByRole('button', { name: 'Add monitor' }));
    await screen.findByText('Monitor for https://self-signed.example added.');
    expect(writes[0]?.body).toEqual({
      name: 'Intranet',
      url: 'https://self-signed.example',
      expectedStatusMin: 200,
      expectedStatusMax: 299,
      keyword: 'Welcome',
      intervalSeconds: 60,
      timeoutSeconds: 5,
      ignoreTlsErrors: true,
    });
  });

  it('refuses an interval under 30 seconds in the browser, sending nothing', async () => {
    const user = userEvent.setup();
    const { writes } = renderMonitors({ list: ok([]) });
    const form = within(await screen.findByRole('form', { name: 'Add monitor' }));
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://acme.example/');
    const interval = form.getByRole('spinbutton', { name: 'Check every (seconds)' });
    await user.clear(interval);
    await user.type(interval, '20');
    await user.click(form.getByRole('button', { name: 'Add monitor' }));
    await waitFor(() => expect(interval).toHaveAccessibleDescription(/Enter a whole number from 30 to 3600\.$/));
    expect(interval).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('shows the server’s refusal at the field it names', async () => {
    const user = userEvent.setup();
    renderMonitors({ list: ok([]), add: () => fail(400, 'bad_request', 'url: must have a valid host name') });
    const form = within(await screen.findByRole('form', { name: 'Add monitor' }));
    const url = form.getByRole('textbox', { name: 'URL' });
    await user.type(url, 'https://acme.example/');
    await user.click(form.getByRole('button', { name: 'Add monitor' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription('Must have a valid host name'));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
  });

  it('shows a refusal naming no field of the form above the form', async () => {
    const user = userEvent.setup();
    renderMonitors({ list: ok([]), add: () => fail(404, 'not_found', 'Project not found.') });
    const form = within(await screen.findByRole('form', { name: 'Add monitor' }));
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://acme.example/');
    await user.click(form.getByRole('button', { name: 'Add monitor' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Project not found.');
  });

  it('edits a monitor sending only what changed, and gives the keyboard back to Edit', async () => {
    const user = userEvent.setup();
    const { writes } = renderMonitors();
    await user.click(await screen.findByRole('button', { name: 'Edit monitor https://acme.example/' }));
    const form = within(screen.getByRole('form', { name: 'Edit monitor https://acme.example/' }));
    expect(form.getByRole('textbox', { name: 'Name (optional)' })).toHaveFocus();
    await user.clear(form.getByRole('spinbutton', { name: 'Time-out (seconds)' }));
    await user.type(form.getByRole('spinbutton', { name: 'Time-out (seconds)' }), '20');
    await user.click(form.getByRole('button', { name: 'Save monitor' }));
    expect(await screen.findByText('Monitor for https://acme.example/ saved.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: MONITOR_PATH, body: { timeoutSeconds: 20 } }]);
    expect(screen.getByRole('button', { name: 'Edit monitor https://acme.example/' })).toHaveFocus();
  });

  it('asks before removing a monitor: Escape keeps it, "Yes, remove" removes it', async () => {
    const user = userEvent.setup();
    const { writes } = renderMonitors();
    const remove = await screen.findByRole('button', { name: 'Remove monitor https://acme.example/' });
    await user.click(remove);
    const question = screen.getByRole('group', {
      name: 'Remove the monitor for https://acme.example/? Its checks stop.',
    });
    expect(within(question).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    expect(writes).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /^Remove the monitor/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove monitor https://acme.example/' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove monitor https://acme.example/' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Monitor for https://acme.example/ removed.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: MONITOR_PATH, body: undefined }]);
    expect(screen.getByRole('heading', { name: 'Monitoring' })).toHaveFocus();
  });
});
