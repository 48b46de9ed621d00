import type { AgencyTicket } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Answer, type MockRequest } from '../../../test/mock-api';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { attachmentStubs, pickerWithFiles } from '../../../test/attachments';
import { renderAt } from '../../../test/render';
import {
  agencyTicket,
  ALEX,
  CASEY,
  helpdeskSettings,
  PROJECT_GUID,
  ROBIN,
  prepareEditor,
  threadEntry,
  TICKET_GUID,
} from '../testing';
import { AgencyTicketDetail } from './agency-ticket-detail';

const TICKET_PATH = `/api/agency/tickets/${TICKET_GUID}`;

const THREAD = [
  threadEntry(),
  threadEntry({
    updateGuid: 'c1d2e3f4-0002-4a5b-8c6d-300000000002',
    author: ROBIN,
    createdDateTime: '2026-11-12T10:00:00.000Z',
    updateText: '<p>The client is on holiday until Monday.</p>',
    internal: true,
  }),
];

interface Server {
  /** How the helpdesk works (the composer's default side). */
  helpdesk?: ReturnType<typeof helpdeskSettings>;
  /** What GET answers; a test replaces it to play another staff member's change. */
  ticket: AgencyTicket;
  patch?: (request: MockRequest) => Answer;
  post?: (request: MockRequest) => Answer;
}

function renderTicket(server: Server, get?: Answer, attachmentUi: AttachmentComponents = attachmentStubs) {
  const fetchMock = mockApi({
    [TICKET_PATH]: (request) => (request.method === 'PATCH' ? server.patch!(request) : (get ?? ok(server.ticket))),
    [`${TICKET_PATH}/updates`]: (request) => server.post!(request),
    '/api/agency/staff': ok([ALEX, ROBIN]),
    '/api/agency/settings/helpdesk': () => ok(server.helpdesk ?? helpdeskSettings()),
    '/api/agency/tags': ok([
      { tag: 'billing', tickets: 4 },
      { tag: 'wordpress', tickets: 2 },
    ]),
    '/api/agency/tickets/counts': ok({ waiting: 0, awaiting: 0, mine: 0, unassigned: 0, all: 0 }),
  });
  renderAt(`/agency/tickets/${TICKET_GUID}`, [
    {
      path: '/agency/tickets/:ticketGuid',
      element: <AgencyTicketDetail ticketGuid={TICKET_GUID} attachmentUi={attachmentUi} />,
    },
  ]);
  const calls = (method: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === TICKET_PATH && (init?.method ?? 'GET') === method,
    );
  return { fetchMock, calls };
}

beforeAll(prepareEditor);

describe('AgencyTicketDetail (/agency/tickets/{ticketGuid})', () => {
  it('heads the page with the number and title and shows project, client, status and assignee', async () => {
    renderTicket({ ticket: agencyTicket({ assignee: ALEX }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: '#00198 Add new team member bios' }),
    ).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Client: 'Casey Client client@example.com',
      Status: 'in-progress',
      Assignee: 'Alex Morgan',
    });
    expect(facts.Project).toContain('Acme Website Redesign');
    expect(screen.getByRole('link', { name: 'View as client (project page)' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_GUID}`,
    );
    expect(screen.getByRole('link', { name: 'View as client (ticket page)' })).toHaveAttribute(
      'href',
      `/tickets/${TICKET_GUID}`,
    );
    expect(screen.getByRole('link', { name: 'client@example.com' })).toHaveAttribute(
      'href',
      'mailto:client@example.com',
    );
    expect(screen.getByRole('region', { name: 'Description' })).toHaveTextContent('Bios for About us');
  });

  it('says "Unassigned" when nobody is assigned', async () => {
    renderTicket({ ticket: agencyTicket() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Assignee', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^Unassigned$/);
  });

  it('shows the thread oldest first, an internal note labelled and tinted apart from a public update', async () => {
    renderTicket({ ticket: agencyTicket({ thread: THREAD }) });
    const thread = await screen.findByRole('region', { name: 'Thread (2)' });
    const [first, second] = within(thread).getAllByRole('listitem');
    expect(first).toHaveTextContent('Public update');
    expect(first).toHaveTextContent('Alex Morgan');
    expect(first).toHaveTextContent('Started on the bios.');
    expect(first).not.toHaveTextContent('Internal note');
    expect(first).not.toHaveClass('border-warning');
    expect(second).toHaveTextContent('Internal note');
    expect(second).toHaveTextContent('Robin Admin');
    expect(second).toHaveTextContent('The client is on holiday until Monday.');
    expect(second).toHaveClass('border-warning');
    expect(within(second!).getByText('Internal note')).toHaveClass('text-bg-warning');
  });

  it('lists the history: who, when and each field before → after, the description only as changed', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    renderTicket({
      ticket: agencyTicket({
        history: [
          {
            auditGuid: 'a0000000-0003-4000-8000-000000000003',
            objectType: 'ticket',
            objectGuid: TICKET_GUID,
            ipAddress: '203.0.113.7',
            actor: ROBIN,
            action: 'internal note',
            changes: { thread: { before: null, after: '<p>Client on holiday.</p>' } },
            createdAt: hoursAgo(1),
            names: {},
          },
          {
            auditGuid: 'a0000000-0002-4000-8000-000000000002',
            objectType: 'ticket',
            objectGuid: TICKET_GUID,
            ipAddress: '203.0.113.7',
            actor: ALEX,
            action: 'changed',
            changes: {
              status: { before: 'new', after: 'in-progress' },
              assignee: { before: null, after: ROBIN.userGuid },
              description: { before: '<p>old</p>', after: '<p>new</p>' },
              // A file, and a person the staff list no longer holds (disabled): by the names the server gave.
              attachments: { before: null, after: ['a77ac4e0-0009-4a5b-8c6d-500000000009'] },
              createdBy: { before: null, after: 'c0ffee00-0000-4000-8000-00000000d15a' },
            },
            names: {
              'a77ac4e0-0009-4a5b-8c6d-500000000009': 'logo.png',
              'c0ffee00-0000-4000-8000-00000000d15a': 'Dana Gone',
            },
            createdAt: hoursAgo(2),
          },
          {
            auditGuid: 'a0000000-0001-4000-8000-000000000001',
            objectType: 'ticket',
            objectGuid: TICKET_GUID,
            ipAddress: '203.0.113.7',
            actor: ALEX,
            action: 'created',
            changes: {
              name: { before: null, after: 'Add new team member bios' },
              createdBy: { before: null, after: CASEY.userGuid },
            },
            createdAt: hoursAgo(30),
            names: {},
          },
        ],
      }),
    });
    const history = await screen.findByRole('region', { name: 'History' });
    // The entries are the outer list's items (each holds a list of its changes).
    const [note, change, created] = [...within(history).getAllByRole('list')[0]!.children] as HTMLElement[];
    expect(note).toHaveTextContent('Robin Admin');
    expect(note).toHaveTextContent('Internal note posted');
    expect(note).not.toHaveTextContent('Client on holiday.');
    expect(change).toHaveTextContent('Alex Morgan');
    expect(change).toHaveTextContent('2 hours ago');
    expect(await within(change!).findByText('assignee: none → Robin Admin')).toBeInTheDocument();
    expect(within(change!).getByText('attachments: none → logo.png')).toBeInTheDocument();
    expect(within(change!).getByText('created by: none → Dana Gone')).toBeInTheDocument();
    expect(change).not.toHaveTextContent(/[0-9a-f]{8}-[0-9a-f]{4}/);
    expect(within(change!).getByText('status: new → in-progress')).toBeInTheDocument();
    expect(within(change!).getByText('description changed')).toBeInTheDocument();
    expect(within(created!).getByText('title: none → Add new team member bios')).toBeInTheDocument();
    expect(within(created!).getByText('created by: none → Casey Client')).toBeInTheDocument();
  });

  it('on a 409 shows the server’s message, keeps what was typed, and saves it on the reloaded version', async () => {
    const user = userEvent.setup();
    const server: Server = {
      ticket: agencyTicket(),
      patch: () => fail(409, 'conflict', 'Robin Admin changed this ticket at 10:42. Reload it to see their change.'),
    };
    const { calls } = renderTicket(server);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Bios for the whole team');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('Bios of all six people.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Robin Admin changed this ticket at 10:42. Reload it to see their change.');
    const typed = { name: 'Bios for the whole team', description: '<p>Bios of all six people.</p>' };
    expect(JSON.parse(String(calls('PATCH')[0]![1]!.body))).toEqual({ version: 3, ...typed });
    expect(title).toHaveValue('Bios for the whole team');
    expect(description).toHaveTextContent(/^Bios of all six people\.$/);

    // Meanwhile Robin set the status: the reload brings it, and the typed title stays.
    server.ticket = agencyTicket({ version: 4, status: 'awaiting-customer', assignee: ROBIN });
    server.patch = ({ body }) => ok({ ...server.ticket, ...(body as object), version: 5 });
    await user.click(within(alert).getByRole('button', { name: 'Reload ticket' }));
    expect(await screen.findByText(/Your changes are still here/)).toBeInTheDocument();
    expect(calls('GET')).toHaveLength(2);
    expect(title).toHaveValue('Bios for the whole team');
    expect(description).toHaveTextContent(/^Bios of all six people\.$/);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('awaiting-customer');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue(ROBIN.userGuid);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(JSON.parse(String(calls('PATCH')[1]![1]!.body))).toEqual({ version: 4, ...typed });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bios for the whole team');
  });

  it('saves status, priority, assignee and tags each as soon as they are chosen, on the version on screen', async () => {
    const user = userEvent.setup();
    let version = 3;
    const server: Server = {
      ticket: agencyTicket({ assignee: ALEX }),
      patch: ({ body }) => {
        const { version: _read, ...change } = body as Record<string, unknown>;
        const assignee =
          'assigneeUserGuid' in change
            ? ([ALEX, ROBIN].find((p) => p.userGuid === change.assigneeUserGuid) ?? null)
            : server.ticket.assignee;
        version += 1;
        server.ticket = { ...server.ticket, ...change, assignee, version } as typeof server.ticket;
        return ok(server.ticket);
      },
    };
    const { calls } = renderTicket(server);
    const sent = (n: number) => JSON.parse(String(calls('PATCH')[n]![1]!.body)) as unknown;
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'completed');
    expect(await screen.findByText('Status saved.')).toBeInTheDocument();
    expect(sent(0)).toEqual({ version: 3, status: 'completed' });
    // Priority in words.
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveDisplayValue('Normal');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    expect(await screen.findByText('Priority saved.')).toBeInTheDocument();
    expect(sent(1)).toEqual({ version: 4, priority: 'high' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Unassigned');
    expect(await screen.findByText('Assignee saved.')).toBeInTheDocument();
    expect(sent(2)).toEqual({ version: 5, assigneeUserGuid: null });

    // A tag: typed in any case, suggested from those in use, added by Enter; removed by its button.
    expect(screen.getByText('No tags.')).toBeInTheDocument();
    const suggestions = document.getElementById(
      screen.getByRole('combobox', { name: 'Add a tag' }).getAttribute('list')!,
    )!;
    await waitFor(() =>
      expect([...suggestions.querySelectorAll('option')].map((o) => o.value)).toEqual(['billing', 'wordpress']),
    );
    await user.type(screen.getByRole('combobox', { name: 'Add a tag' }), 'WordPress{Enter}');
    expect(await screen.findByText('Tags saved.')).toBeInTheDocument();
    expect(sent(3)).toEqual({ version: 6, tags: ['wordpress'] });
    expect(screen.getByRole('button', { name: 'Remove tag wordpress' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Add a tag' }), '<b>{Enter}');
    expect(await screen.findByText(/^A tag holds letters, digits/)).toBeInTheDocument();
    expect(calls('PATCH')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Remove tag wordpress' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(5));
    expect(sent(4)).toEqual({ version: 7, tags: [] });
    expect(await screen.findByText('No tags.')).toBeInTheDocument();
  });

  it('on a 409 in place shows who changed the ticket, keeps it as it was, and reloads it', async () => {
    const user = userEvent.setup();
    const server: Server = {
      ticket: agencyTicket(),
      patch: () => fail(409, 'conflict', 'Robin Admin changed this ticket at 10:42. Reload it to see their change.'),
    };
    renderTicket(server);
    const priority = await screen.findByRole('combobox', { name: 'Priority' });
    await user.selectOptions(priority, 'Urgent');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Robin Admin changed this ticket at 10:42.');
    expect(priority).toHaveDisplayValue('Normal');
    server.ticket = agencyTicket({ version: 4, priority: 'high' });
    await user.click(within(alert).getByRole('button', { name: 'Reload ticket' }));
    await waitFor(() => expect(priority).toHaveDisplayValue('High'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 400’s problem beside the field it names', async () => {
    const user = userEvent.setup();
    renderTicket({
      ticket: agencyTicket(),
      patch: () => fail(400, 'bad_request', 'name: name must be at most 500 characters'),
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ' (urgent)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('name must be at most 500 characters')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('name must be at most 500 characters');
  });

  it('posts an internal note, then reloads the thread and clears the editor', async () => {
    const user = userEvent.setup();
    const server: Server = { ticket: agencyTicket({ thread: [THREAD[0]!] }) };
    server.post = ({ body }) => {
      const entry = { ...THREAD[1]!, ...(body as object) };
      server.ticket = agencyTicket({ thread: [THREAD[0]!, entry] });
      return { status: 201, body: entry };
    };
    const { fetchMock, calls } = renderTicket(server);
    const editor = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(editor);
    await user.paste('Waiting for their logo files.');
    await user.click(screen.getByRole('radio', { name: 'Internal note' }));
    await user.click(screen.getByRole('button', { name: 'Post internal note' }));

    expect(await screen.findByRole('region', { name: 'Thread (2)' })).toHaveTextContent(
      'Waiting for their logo files.',
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      updateText: '<p>Waiting for their logo files.</p>',
      internal: true,
      attachmentGuids: [],
    });
    expect(calls('GET')).toHaveLength(2);
    await waitFor(() => expect(editor).toHaveTextContent(/^$/));
  });

  it('posts a public update by default and will not post an empty one', async () => {
    const user = userEvent.setup();
    const server: Server = {
      ticket: agencyTicket(),
      post: ({ body }) => ({ status: 201, body: threadEntry(body as object) }),
    };
    const { fetchMock } = renderTicket(server);
    await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('radio', { name: 'Public update' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Post public update' }));
    expect(screen.getByText('Write something to post.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste('All done.');
    await user.click(screen.getByRole('button', { name: 'Post public update' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      updateText: '<p>All done.</p>',
      internal: false,
      attachmentGuids: [],
    });
  });

  it('keeps the text when posting fails, with the reason', async () => {
    const user = userEvent.setup();
    renderTicket({ ticket: agencyTicket(), post: () => fail(500, 'internal', 'An unexpected error occurred.') });
    const editor = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(editor);
    await user.paste('Nearly there.');
    await user.click(screen.getByRole('button', { name: 'Post public update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred. Please try again later.');
    expect(editor).toHaveTextContent(/^Nearly there\.$/);
  });

  it('names a file the server refuses rather than showing its guid, and keeps the text', async () => {
    const user = userEvent.setup();
    const checkoutGuid = 'a77ac4e0-0009-4a5b-8c6d-500000000002';
    renderTicket(
      {
        ticket: agencyTicket(),
        post: () =>
          fail(
            400,
            'bad_request',
            `attachmentGuids.0: ${checkoutGuid} is not a file you uploaded, or it was already sent`,
          ),
      },
      undefined,
      { ...attachmentStubs, Picker: pickerWithFiles([{ attachmentGuid: checkoutGuid, fileName: 'checkout.png' }]) },
    );
    const editor = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(editor);
    await user.paste('The checkout screenshot.');
    await user.click(screen.getByRole('button', { name: 'Post public update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('checkout.png could not be sent: upload it again.');
    expect(screen.queryByText(checkoutGuid, { exact: false })).not.toBeInTheDocument();
    expect(editor).toHaveTextContent(/^The checkout screenshot\.$/);
  });

  it('gives the editor a labelled toolbar', async () => {
    renderTicket({ ticket: agencyTicket() });
    const toolbar = await screen.findByRole('group', { name: 'Message formatting' });
    for (const name of ['Bold', 'Italic', 'Bullet list', 'Link']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it.each([
    [fail(404, 'not_found', 'Not found.'), 'Ticket not found', 'There is no ticket at this address.'],
    // A malformed address (/agency/tickets/not-a-guid) is as gone as an unknown one.
    [fail(400, 'bad_request', 'ticketGuid: must be a GUID'), 'Ticket not found', 'There is no ticket at this address.'],
    [fail(403, 'forbidden', 'Staff only.'), 'Staff only', 'This is for the agency’s staff only.'],
    [fail(500, 'internal', 'An unexpected error occurred.'), 'Sorry, an error occurred', 'Please try again later.'],
  ])('shows an error card when the ticket cannot be loaded (%#)', async (answer, title, message) => {
    renderTicket({ ticket: agencyTicket() }, answer);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'Description' })).not.toBeInTheDocument();
  });

  it('starts on internal notes when the agency chose so, says so on the button, and r / n switch and focus', async () => {
    const user = userEvent.setup();
    renderTicket({ ticket: agencyTicket(), helpdesk: helpdeskSettings({ composerDefault: 'internal' }) });
    expect(await screen.findByRole('button', { name: 'Post internal note' })).toHaveClass('btn-warning');
    expect(screen.getByRole('radio', { name: 'Internal note' })).toBeChecked();
    const editor = screen.getByRole('textbox', { name: 'Message' });
    await user.keyboard('r');
    expect(screen.getByRole('radio', { name: 'Public update' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Post public update' })).toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveFocus());
    // Typed in the message, r and n are letters.
    await user.keyboard('n');
    expect(screen.getByRole('radio', { name: 'Public update' })).toBeChecked();
    editor.blur();
    await user.keyboard('n');
    expect(screen.getByRole('radio', { name: 'Internal note' })).toBeChecked();
  });
});
