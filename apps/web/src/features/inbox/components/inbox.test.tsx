import { INBOX_PAGE_SIZE } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type PathAnswer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { clientSearch, pickOption, projectSearch } from '../../../test/search-picker';
import {
  ALEX,
  CASEY,
  clientSummary,
  OTHER_PROJECT_GUID,
  PROJECT_GUID,
  PROJECTS,
  ROBIN,
  SAM,
} from '../../../test/agency-fixtures';
import { inboxRow } from '../testing';
import { Inbox } from './inbox';

const COUNTS = { waiting: 12, awaiting: 3, mine: 4, unassigned: 2, all: 40 };

const ROWS = [
  inboxRow({
    lastActivityAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    tags: ['billing', 'wordpress'],
    due: { kind: 'first-response', dueAt: new Date(Date.now() - 2 * 3_600_000).toISOString(), state: 'breached' },
  }),
  inboxRow({
    ticketGuid: 'b7e1c2d3-0006-4e1f-9a06-100000000006',
    ticketId: 44,
    name: 'App store screenshots',
    status: 'awaiting-customer',
    priority: 'urgent',
    projectGuid: OTHER_PROJECT_GUID,
    projectName: 'Acme Mobile App',
    createdBy: SAM,
    assignee: null,
    version: 7,
    due: { kind: 'resolution', dueAt: null, state: 'paused' },
  }),
];

function renderInbox(
  path = '/agency',
  tickets: PathAnswer = ok({ items: ROWS, total: 2, page: 1, pageSize: 50 }),
  bulk: PathAnswer = ok({ changed: 2 }),
) {
  const fetchMock = mockApi({
    '/api/agency/tickets': tickets,
    '/api/agency/tickets/bulk': bulk,
    '/api/agency/tags': ok([
      { tag: 'billing', tickets: 3 },
      { tag: 'wordpress', tickets: 1 },
    ]),
    '/api/agency/tickets/counts': ok(COUNTS),
    '/api/agency/staff': ok([ALEX, ROBIN]),
    '/api/agency/clients': clientSearch([clientSummary(CASEY), clientSummary(SAM)]),
    [`/api/agency/clients/${CASEY.userGuid}`]: ok({ ...clientSummary(CASEY), history: [] }),
    '/api/agency/projects': projectSearch(PROJECTS),
    [`/api/agency/projects/${PROJECT_GUID}`]: ok({ ...PROJECTS[0]!, dashboardPages: [], history: [] }),
  });
  const view = renderAt(path, [
    { path: '/agency', element: <Inbox /> },
    { path: '/agency/tickets/:ticketGuid', element: <p>agency ticket page</p> },
  ]);
  /** The query strings the inbox list was fetched with, in order. */
  const inboxSearches = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/agency/tickets')
      .map((url) => url.search);
  return { ...view, fetchMock, inboxSearches };
}

describe('Inbox (/agency)', () => {
  it('is titled "Inbox" and links "New ticket" to the new-ticket form', async () => {
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inbox'));
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('href', '/agency/tickets/new');
    await screen.findByRole('table');
  });

  it('shows each view with its count, the current one marked, "Waiting on us" by default', async () => {
    renderInbox();
    const views = within(screen.getByRole('navigation', { name: 'Inbox views' }));
    expect(await views.findByRole('link', { name: 'Waiting on us 12' })).toHaveAttribute('aria-current', 'page');
    expect(views.getByRole('link', { name: 'Awaiting customer 3' })).not.toHaveAttribute('aria-current');
    expect(views.getByRole('link', { name: 'Mine 4' })).toHaveAttribute('href', '/agency?view=mine');
    expect(views.getByRole('link', { name: 'Unassigned 2' })).toBeInTheDocument();
    expect(views.getByRole('link', { name: 'All 40' })).toBeInTheDocument();
  });

  it('lists number, title link, project, creator, status badge, priority, assignee ("Unassigned") and last activity', async () => {
    renderInbox();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', '#', 'Title', 'Project', 'Created by', 'Status', 'Priority', 'Assignee', 'Due', 'Last activity']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(rows[0]!)).toEqual([
      '',
      '#00198',
      'Add new team member bios' + 'billing' + 'wordpress',
      'Acme Website Redesign',
      'Casey Client',
      'in-progress',
      'Normal',
      'Alex Morgan',
      'Breached First response 2 hours ago',
      '3 hours ago',
    ]);
    expect(cells(rows[1]!).slice(1, 9)).toEqual([
      '#44',
      'App store screenshots',
      'Acme Mobile App',
      'Sam Stone',
      'awaiting-customer',
      'Urgent',
      'Unassigned',
      'Paused Resolution waits on the customer',
    ]);
    // Urgent in words and in bold, not by colour alone.
    expect(within(rows[1]!).getByText('Urgent').tagName).toBe('STRONG');
    expect(within(rows[1]!).getByText('awaiting-customer')).toHaveClass('badge', 'text-bg-warning');
    expect(within(rows[0]!).getByRole('link', { name: 'Add new team member bios' })).toHaveAttribute(
      'href',
      '/agency/tickets/b7e1c2d3-0002-4e1f-9a02-100000000002',
    );
    const time = within(rows[0]!).getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', ROWS[0]!.lastActivityAt);
    expect(time.getAttribute('title')).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}$/);
  });

  it('reads the view, filters, search and page from the address and asks the API for them', async () => {
    const { inboxSearches } = renderInbox(
      `/agency?view=mine&status=new&projectGuid=${PROJECT_GUID}&assignee=none&q=banner&page=2`,
      ok({ items: ROWS, total: 120, page: 2, pageSize: INBOX_PAGE_SIZE }),
    );
    await screen.findByRole('table');
    expect(inboxSearches()).toEqual([
      `?view=mine&status=new&projectGuid=${PROJECT_GUID}&assignee=none&q=banner&page=2`,
    ]);
    expect(screen.getByRole('link', { name: /^Mine/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('none');
    // The project's name, read by its GUID, fills the project's search box.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('Acme Website Redesign'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('banner');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 3');
    expect(screen.getByText('120 tickets')).toBeInTheDocument();
  });

  it('ignores an address parameter that is not valid rather than failing', async () => {
    const { inboxSearches } = renderInbox('/agency?view=everything&status=open&page=-3&assignee=me');
    await screen.findByRole('table');
    expect(inboxSearches()).toEqual(['?view=waiting&assignee=me&page=1']);
  });

  it('writes a filter change into the address and the API query, back on page 1', async () => {
    const user = userEvent.setup();
    const { router, inboxSearches } = renderInbox(
      '/agency?view=all&page=3',
      ok({ items: ROWS, total: 200, page: 3, pageSize: 50 }),
    );
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'Robin Admin' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Robin Admin');
    expect(router.state.location.search).toBe(`?view=all&assignee=${ROBIN.userGuid}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    expect(router.state.location.search).toBe(`?view=all&status=completed&assignee=${ROBIN.userGuid}`);
    await waitFor(() =>
      expect(inboxSearches()).toEqual([
        '?view=all&page=3',
        `?view=all&assignee=${ROBIN.userGuid}&page=1`,
        `?view=all&status=completed&assignee=${ROBIN.userGuid}&page=1`,
      ]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');
    expect(router.state.location.search).toBe(`?view=all&assignee=${ROBIN.userGuid}`);
    // Priority in words, kept in the address.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Urgent');
    expect(router.state.location.search).toBe(`?view=all&assignee=${ROBIN.userGuid}&priority=urgent`);
    await waitFor(() =>
      expect(inboxSearches().at(-1)).toBe(`?view=all&assignee=${ROBIN.userGuid}&priority=urgent&page=1`),
    );
  });

  it('filters by client', async () => {
    const user = userEvent.setup();
    const { router } = renderInbox();
    await pickOption(user, 'Client', 'casey', /Casey Client/);
    expect(router.state.location.search).toBe(`?clientGuid=${CASEY.userGuid}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Casey Client'));
    // Emptying the box takes the filter away.
    await user.clear(screen.getByRole('combobox', { name: 'Client' }));
    expect(router.state.location.search).toBe('');
  });

  it('filters by a project found by typing, picked with the keyboard', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderInbox();
    await user.type(screen.getByRole('combobox', { name: 'Project' }), 'mobile');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/agency/projects?q=mobile&pageSize=10')),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'Project' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Acme Mobile App']),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.search).toBe(`?projectGuid=${OTHER_PROJECT_GUID}`);
  });

  it('searches on Enter, not on each keystroke, and keeps the view', async () => {
    const user = userEvent.setup();
    const { router, inboxSearches } = renderInbox('/agency?view=awaiting&page=2');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '#00198');
    expect(router.state.location.search).toBe('?view=awaiting&page=2');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?view=awaiting&q=%2300198');
    await waitFor(() => expect(inboxSearches()).toContain('?view=awaiting&q=%2300198&page=1'));
  });

  it('moves to the next page with "Next", keeping the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderInbox('/agency?status=new', ok({ items: ROWS, total: 51, page: 1, pageSize: 50 }));
    const pager = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await user.click(pager.getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?status=new&page=2');
  });

  it('goes back to the previous filters with the browser’s Back', async () => {
    const user = userEvent.setup();
    const { router } = renderInbox('/agency?view=all');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'new');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue(''));
    expect(router.state.location.search).toBe('?view=all');
  });

  it('shows a count past 10,000 as "10,000+" and keeps "Next" while a page is full', async () => {
    const full = Array.from({ length: INBOX_PAGE_SIZE }, (_, i) =>
      inboxRow({ ticketGuid: `b7e1c2d3-0000-4e1f-9a00-${String(i).padStart(12, '0')}`, ticketId: 1000 + i }),
    );
    mockApi({
      '/api/agency/tickets': ok({ items: full, total: 10_001, page: 250, pageSize: INBOX_PAGE_SIZE }),
      '/api/agency/tickets/counts': ok({ ...COUNTS, all: 10_001 }),
      '/api/agency/staff': ok([ALEX, ROBIN]),
      '/api/agency/clients': clientSearch([clientSummary(CASEY), clientSummary(SAM)]),
      '/api/agency/projects': projectSearch(PROJECTS),
    });
    renderAt('/agency?view=all&page=250', [{ path: '/agency', element: <Inbox /> }]);
    const views = within(screen.getByRole('navigation', { name: 'Inbox views' }));
    expect(await views.findByRole('link', { name: 'All 10,000+' })).toBeInTheDocument();
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 250 of 251+');
    expect(pager).toHaveTextContent('10,000+ tickets');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      expect.stringContaining('page=251'),
    );
  });

  it('says "No tickets match." when nothing does', async () => {
    renderInbox('/agency?q=nothing', ok({ items: [], total: 0, page: 1, pageSize: 50 }));
    expect(await screen.findByText('No tickets match.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says a page past the end is gone and links to the last page, keeping the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderInbox(
      '/agency?view=all&status=new&page=5',
      ok({ items: [], total: 60, page: 5, pageSize: 50 }),
    );
    expect(
      await screen.findByText(/^There is no page 5: the tickets have moved or been closed since\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('No tickets match.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the last page' }));
    expect(router.state.location.search).toBe('?view=all&status=new&page=2');
  });

  it('shows "Loading..." until the list arrives', () => {
    renderInbox('/agency', 'never');
    expect(screen.getAllByRole('status').some((el) => el.textContent === 'Loading...')).toBe(true);
  });

  it('shows an error card when the list fails', async () => {
    renderInbox('/agency', fail(403, 'forbidden', 'This is for the agency’s staff only.'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This is for the agency’s staff only.');
  });

  it('changes the chosen tickets at once, on the versions listed, and reads the inbox again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderInbox();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose every ticket on this page' }));
    const bulk = screen.getByRole('region', { name: '2 tickets chosen' });
    expect(within(bulk).getByRole('heading')).toHaveTextContent('2 tickets chosen');
    await within(bulk).findByRole('option', { name: 'Robin Admin' });
    await user.selectOptions(within(bulk).getByRole('combobox', { name: 'Assign to' }), 'Robin Admin');
    await user.selectOptions(within(bulk).getByRole('combobox', { name: 'Set priority' }), 'High');
    await user.type(within(bulk).getByRole('textbox', { name: 'Add tag' }), 'Follow-up');
    await user.selectOptions(within(bulk).getByRole('combobox', { name: 'Remove tag' }), 'wordpress');
    const before = fetchMock.mock.calls.length;
    await user.click(within(bulk).getByRole('button', { name: 'Apply to 2 tickets' }));
    expect(await screen.findByText('2 tickets changed.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      tickets: [
        { ticketGuid: ROWS[0]!.ticketGuid, version: 4 },
        { ticketGuid: ROWS[1]!.ticketGuid, version: 7 },
      ],
      assigneeUserGuid: ROBIN.userGuid.toLowerCase(),
      priority: 'high',
      addTags: ['follow-up'],
      removeTags: ['wordpress'],
    });
    // The choice is cleared and the list read again.
    expect(screen.getByRole('checkbox', { name: 'Choose every ticket on this page' })).not.toBeChecked();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.slice(before).filter(([input]) => String(input).startsWith('/api/agency/tickets?')),
      ).not.toHaveLength(0),
    );
  });

  it('says which ticket changed since when a bulk change is refused, and keeps the choice', async () => {
    const user = userEvent.setup();
    renderInbox(
      '/agency',
      undefined,
      fail(409, 'conflict', 'Robin Admin changed ticket #00044 “App store screenshots” at 10:42, after you listed it.'),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Choose #44 App store screenshots' }));
    const bulk = screen.getByRole('region', { name: '1 ticket chosen' });
    await user.click(within(bulk).getByRole('button', { name: 'Apply to 1 ticket' }));
    expect(within(bulk).getByRole('alert')).toHaveTextContent('Choose a change to make.');
    await user.selectOptions(within(bulk).getByRole('combobox', { name: 'Set status' }), 'completed');
    await user.click(within(bulk).getByRole('button', { name: 'Apply to 1 ticket' }));
    expect(await within(bulk).findByText(/Robin Admin changed ticket #00044/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Choose #44 App store screenshots' })).toBeChecked();
  });

  it('moves through the tickets with j and k, chooses one with x, opens it with Enter; / searches', async () => {
    const user = userEvent.setup();
    renderInbox();
    await screen.findByRole('table');
    const rows = screen.getAllByRole('row').slice(1);
    await user.keyboard('j');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await user.keyboard('j');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Choose #44 App store screenshots' })).toBeChecked();
    await user.keyboard('k');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    // Typing in the search box is typing, not shortcuts.
    await user.keyboard('/');
    const search = screen.getByRole('searchbox');
    expect(search).toHaveFocus();
    await user.keyboard('jk');
    expect(search).toHaveValue('jk');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    search.blur();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('agency ticket page')).toBeInTheDocument();
  });

  it('filters by tag and orders by due time, kept in the address', async () => {
    const user = userEvent.setup();
    const { inboxSearches } = renderInbox();
    await screen.findByRole('option', { name: 'billing' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'billing');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Due soonest first');
    await waitFor(() => expect(inboxSearches().at(-1)).toBe('?view=waiting&tag=billing&sort=due&page=1'));
    expect(screen.getByRole('link', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
