import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type PathAnswer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { ALEX, auditEntry, auditPage, CLIENT_GUID, JO, ROBIN, TICKET_GUID } from '../testing';
import { AuditLog } from './audit-log';

const ENTRIES = [
  auditEntry({
    changes: {
      status: { before: 'new', after: 'in-progress' },
      assigneeUserGuid: { before: null, after: ROBIN.userGuid },
    },
  }),
  auditEntry({
    auditGuid: 'a1b2c3d4-0002-4a5b-8c6d-400000000002',
    actor: ROBIN,
    objectType: 'client',
    objectGuid: CLIENT_GUID,
    action: 'disabled',
    ipAddress: null,
    changes: { disabled: { before: false, after: true } },
  }),
  auditEntry({
    auditGuid: 'a1b2c3d4-0003-4a5b-8c6d-400000000003',
    actor: null,
    objectType: 'settings',
    objectGuid: 'two-factor',
    action: 'changed',
    changes: {},
  }),
];

function renderAudit(path = '/agency/audit', audit: PathAnswer = ok(auditPage(ENTRIES))) {
  const fetchMock = mockApi({
    '/api/agency/audit': audit,
    '/api/agency/settings/staff': ok([ALEX, ROBIN, JO]),
  });
  const view = renderAt(path, [{ path: '/agency/audit', element: <AuditLog /> }]);
  /** The query strings the log was fetched with, in order. */
  const auditSearches = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/agency/audit')
      .map((url) => url.search);
  return { ...view, auditSearches };
}

describe('AuditLog (/agency/audit)', () => {
  it('lists when, who, from where, what (linked to its page) and each change', async () => {
    renderAudit();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(3);
    const ticket = within(rows[0]!);
    expect(ticket.getByText(/ago$/)).toHaveAttribute('datetime', '2026-11-19T10:00:00.000Z');
    expect(ticket.getByText(/^19-Nov-2026 \d\d:\d\d$/)).toBeInTheDocument();
    expect(ticket.getByText('Alex Morgan')).toBeInTheDocument();
    expect(ticket.getByText('203.0.113.7')).toBeInTheDocument();
    expect(ticket.getByRole('link', { name: 'ticket' })).toHaveAttribute('href', `/agency/tickets/${TICKET_GUID}`);
    expect(ticket.getByText('status: new → in-progress')).toBeInTheDocument();
    expect(ticket.getByText('assignee: none → Robin Admin')).toBeInTheDocument();

    const client = within(rows[1]!);
    expect(client.getByRole('link', { name: 'client' })).toHaveAttribute('href', `/agency/clients/${CLIENT_GUID}`);
    expect(client.getByText('disabled: no → yes')).toBeInTheDocument();
    expect(client.getByText('–')).toBeInTheDocument();

    const settings = within(rows[2]!);
    expect(settings.getByText('Client Portal')).toBeInTheDocument();
    expect(settings.queryByRole('link', { name: /^settings/ })).not.toBeInTheDocument();
  });

  it('keeps the person filter in the address and asks the API with it', async () => {
    const user = userEvent.setup();
    const { router, auditSearches } = renderAudit();
    await screen.findByRole('table');
    const person = screen.getByRole('combobox', { name: 'Person' });
    await waitFor(() => expect(within(person).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(person, 'Robin Admin');
    await waitFor(() => expect(router.state.location.search).toBe(`?actorUserGuid=${ROBIN.userGuid}`));
    await waitFor(() => expect(auditSearches()).toEqual(['?page=1', `?actorUserGuid=${ROBIN.userGuid}&page=1`]));
  });

  it('filters by what it is about, by name, by kind, or to one thing from an entry', async () => {
    const user = userEvent.setup();
    const { router, auditSearches } = renderAudit();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'About' }), 'Bios{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?about=Bios'));
    expect(auditSearches()).toContain('?about=Bios&page=1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'sign-ins');
    await waitFor(() => expect(router.state.location.search).toBe('?about=Bios&objectType=account'));

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(await screen.findByRole('link', { name: 'Only this ticket' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?entityGuid=${TICKET_GUID}&objectType=ticket`));
    expect(await screen.findByText(/Showing the entries of one ticket only/)).toBeInTheDocument();
  });

  it('reads its filters and page from the address', async () => {
    const { auditSearches } = renderAudit(
      `/agency/audit?entityGuid=${CLIENT_GUID}&actorUserGuid=${ALEX.userGuid}&page=3`,
      ok(auditPage([], { page: 3 })),
    );
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(auditSearches()).toEqual([`?entityGuid=${CLIENT_GUID}&actorUserGuid=${ALEX.userGuid}&page=3`]);
  });

  it('pages with Previous and Next while the server says there is more', async () => {
    const user = userEvent.setup();
    const { router } = renderAudit('/agency/audit', ({ search }) =>
      search.includes('page=2')
        ? ok(auditPage([ENTRIES[1]!], { page: 2, hasMore: false }))
        : ok(auditPage([ENTRIES[0]!], { page: 1, hasMore: true })),
    );
    const pages = await screen.findByRole('navigation', { name: 'Audit log pages' });
    expect(within(pages).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/agency/audit?page=2');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('disabled: no → yes')).toBeInTheDocument();
    const next = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(next).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/agency/audit');
    expect(within(next).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('says when nothing has been recorded', async () => {
    renderAudit('/agency/audit', ok(auditPage([])));
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });

  it('shows a staff member (not an admin) the refusal', async () => {
    renderAudit('/agency/audit', fail(403, 'forbidden', 'Admins only.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  });
});
