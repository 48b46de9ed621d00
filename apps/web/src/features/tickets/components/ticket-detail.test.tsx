import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentStubs } from '../../../test/attachments';
import {
  apiError,
  json,
  mockApi,
  PROJECT_GUID,
  projectUser,
  renderWithRouter,
  ticketDetail,
  ticketUpdate,
  type MockAnswer,
} from '../testing';
import { TicketDetail } from './ticket-detail';

const TICKET = ticketDetail({
  ticketId: 100198,
  ticketGuid: 'b7e1c2d3-0002-4e1f-9a02-100000000002',
  name: 'Add new team member bios',
  description:
    '<p>Bios for <strong>About us</strong> :smile:</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:alert(1)">bad</a><a href="https://acme.example/about">about</a>',
  status: 'in-progress',
  createdByFirstName: 'Sam',
  createdDateTime: '2026-11-10T23:30:00.000Z',
});

const USERS_PATH = `/api/users/project/${PROJECT_GUID}`;

const UPDATES = [
  ticketUpdate(),
  ticketUpdate({
    userFirstName: 'casey',
    userLastName: 'client',
    createdDateTime: '2026-11-12T16:40:00.000Z',
    updateText: '<p onclick="window.__xss = 3">Thanks :heart:</p>',
  }),
];

function renderTicket(
  answers: { ticket?: MockAnswer; updates?: MockAnswer; users?: MockAnswer } = {},
  guid = TICKET.ticketGuid,
) {
  const fetchMock = mockApi({
    [`/api/ticketviews/${guid}`]: answers.ticket ?? json(TICKET),
    [`/api/updates/ticket/${guid}`]: answers.updates ?? json(UPDATES),
    [USERS_PATH]:
      answers.users ??
      json([
        projectUser(),
        projectUser({
          userGuid: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11',
          firstName: 'Casey',
          lastName: 'Client',
          email: 'client@example.com',
        }),
      ]),
  });
  return { fetchMock, ...renderWithRouter(<TicketDetail ticketGuid={guid} attachmentUi={attachmentStubs} />) };
}

const section = (name: RegExp | string) => screen.getByRole('region', { name });

// Dates render in the viewer's zone: pin one where 23:30 UTC is already the next day.
let previousTz: string | undefined;
beforeAll(() => {
  previousTz = process.env.TZ;
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe('TicketDetail (/tickets/{ticketGuid})', () => {
  it('shows "Loading ..." until the ticket arrives', async () => {
    renderTicket({ ticket: 'pending' });
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
  });

  it('heads the page with the ticket name and number and shows the summary card', async () => {
    renderTicket();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add new team member bios #00198' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Add new team member bios #00198');
    const terms = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Created by', 'Sam'],
      ['Project', 'Acme Website Redesign'],
      ['Created', '11-Nov-2026'],
      ['Status', 'in-progress'],
    ]);
    expect(screen.getByText('in-progress', { selector: '.badge' })).toHaveClass('text-bg-success');
  });

  it('shows the priority only when the agency lets its clients see it', async () => {
    renderTicket({ ticket: json({ ...TICKET, priority: 'high' }) });
    await screen.findByRole('heading', { level: 1 });
    const terms = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms.at(-1)).toEqual(['Priority', 'High']);
  });

  it('links the project to its page', async () => {
    renderTicket();
    const link = await screen.findByRole('link', { name: 'Acme Website Redesign' });
    expect(link).toHaveAttribute('href', `/projects/${PROJECT_GUID}`);
    await userEvent.click(link);
    expect(screen.getByTestId('current-path')).toHaveTextContent(`/projects/${PROJECT_GUID}`);
  });

  it('lists the authorised users of the ticket’s project', async () => {
    const { fetchMock } = renderTicket();
    const region = await screen.findByRole('region', { name: 'Authorised users' });
    expect(await within(region).findByText('Sam Stone')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'client@example.com' })).toHaveAttribute(
      'href',
      'mailto:client@example.com',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(USERS_PATH);
  });

  it('says "No authorised users." when the project has none', async () => {
    renderTicket({ users: json([]) });
    expect(await screen.findByText('No authorised users.')).toBeInTheDocument();
  });

  it('shows the description as sanitised HTML with emoji', async () => {
    renderTicket();
    await screen.findByRole('heading', { level: 1 });
    const description = section('Description');
    expect(within(description).getByText('About us').tagName).toBe('STRONG');
    expect(description).toHaveTextContent('Bios for About us 😊');
    expect(description.querySelector('script, [onerror], [onclick]')).toBeNull();
    expect(within(description).getByText('bad')).not.toHaveAttribute('href');
    expect(within(description).getByRole('link', { name: 'about' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(description).getByRole('link', { name: 'about' })).toHaveAttribute('target', '_blank');
  });

  it('shows "Updates (n)" with avatar initials, names, local date-times and sanitised text, oldest first', async () => {
    renderTicket();
    const updates = await screen.findByRole('region', { name: 'Updates (2)' });
    const items = within(updates).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Alex Morgan');
    expect(within(items[0]!).getByText('AM')).toHaveAttribute('aria-hidden', 'true');
    expect(items[0]).toHaveTextContent('11-Nov-2026 09:05');
    expect(items[0]).toHaveTextContent('Started 👍');
    expect(within(items[1]!).getByText('CC')).toHaveAttribute('aria-hidden', 'true');
    expect(items[1]).toHaveTextContent('12-Nov-2026 17:40');
    expect(items[1]).toHaveTextContent('Thanks ❤️');
    expect(updates.querySelector('[onclick]')).toBeNull();
  });

  it('says "This ticket has no updates yet." with "Updates (0)"', async () => {
    renderTicket({ updates: json([]) });
    expect(await screen.findByText('This ticket has no updates yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Updates (0)' })).toBeInTheDocument();
  });

  it.each([
    ['notfound', apiError(404), 'Not found', 'Route not found.'],
    ['unauthorized', apiError(401), 'Unauthorized', 'You are not authorized to view this ticket.'],
    ['badrequest', apiError(400), 'Bad request', 'The request was malformed.'],
    ['unknownError (500)', apiError(500), 'Sorry, an error occurred.', 'Unknown error'],
    ['unknownError (403)', apiError(403), 'Sorry, an error occurred.', 'Unknown error'],
    ['unknownError (exception)', new TypeError('Failed to fetch'), 'Sorry, an error occurred.', 'Unknown error'],
  ])('shows the %s state', async (_state, answer, title, message) => {
    renderTicket({ ticket: answer, updates: answer });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(alert).toHaveTextContent(message);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Description' })).not.toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('shows the badrequest state for a malformed GUID, as the server answers', async () => {
    const { fetchMock } = renderTicket({ ticket: apiError(400), updates: apiError(400) }, 'not-a-guid');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Bad request' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/ticketviews/not-a-guid');
  });

  it('still shows the ticket when only the users fail (fetchUsersFailed)', async () => {
    renderTicket({ users: apiError(500) });
    const users = await screen.findByRole('region', { name: 'Authorised users' });
    const alert = await within(users).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch users.' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Could not fetch authorised users for this ticket.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add new team member bios');
    expect(section('Description')).toHaveTextContent('Bios for About us');
    expect(await screen.findByRole('region', { name: 'Updates (2)' })).toBeInTheDocument();
  });

  it('still shows the ticket when only the updates fail (fetchUpdatesFailed)', async () => {
    renderTicket({ updates: new TypeError('Failed to fetch') });
    const updates = await screen.findByRole('region', { name: 'Updates' });
    const alert = await within(updates).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch updates.' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Could not fetch updates for this ticket.');
    expect(section('Description')).toHaveTextContent('Bios for About us');
    expect(await screen.findByText('Sam Stone')).toBeInTheDocument();
  });
});
