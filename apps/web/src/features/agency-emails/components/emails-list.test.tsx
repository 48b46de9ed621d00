import type { InboundEmail } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type MockRequest, type PathAnswer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { EmailsList } from './emails-list';

const TICKET_GUID = '9b1d2c3e-0001-4e5f-8a9b-000000000009';
const email = (overrides: Partial<InboundEmail>): InboundEmail => ({
  inboundGuid: '5e1a2b3c-0001-4e5f-8a9b-000000000001',
  fromAddress: 'casey@acme.example',
  fromName: 'Casey Client',
  subject: 'The shop is empty',
  preview: 'No products show.\nSince 9.',
  receivedAt: new Date(Date.now() - 3_600_000).toISOString(),
  state: 'to-sort',
  reason: 'The sender is a client on several projects: choose the project.',
  ticket: null,
  sender: {
    userGuid: 'c0ffee00-0001-4e5f-8a9b-000000000001',
    name: 'Casey Client',
    isStaff: false,
    disabled: false,
    projects: [
      { projectGuid: 'a0000000-0001-4e5f-8a9b-000000000001', name: 'Acme Mobile App' },
      { projectGuid: 'a0000000-0001-4e5f-8a9b-000000000002', name: 'Acme Website Redesign' },
    ],
  },
  canOpenTicket: true,
  ...overrides,
});
const STRANGER = email({
  inboundGuid: '5e1a2b3c-0001-4e5f-8a9b-000000000002',
  fromAddress: 'ada@elsewhere.example',
  fromName: 'Ada Lovelace',
  subject: 'Can you build us a site?',
  reason: 'The sender is not a user of the portal: invite them as a client, or discard it.',
  sender: null,
});

function renderList(path: string, answers: Record<string, PathAnswer>) {
  const fetchMock = mockApi(answers);
  const view = renderAt(path, [
    { path: '/agency/emails', element: <EmailsList /> },
    { path: '/agency/tickets/:ticketGuid', element: <p>ticket page</p> },
  ]);
  return { ...view, fetchMock };
}

describe('EmailsList (/agency/emails)', () => {
  it('shows each email to sort with its sender, reason and text, and opens a ticket on the project staff choose', async () => {
    const posted: unknown[] = [];
    const { router } = renderList('/agency/emails', {
      '/api/agency/emails': ok({ emails: [email({}), STRANGER], toSort: 2 }),
      '/api/agency/emails/5e1a2b3c-0001-4e5f-8a9b-000000000001/ticket': (request: MockRequest) => {
        posted.push(request.body);
        return { status: 201, body: { ticketGuid: TICKET_GUID } };
      },
    });
    const card = await screen.findByRole('article', { name: 'The shop is empty, from casey@acme.example' });
    expect(card).toHaveTextContent('From Casey Client <casey@acme.example> (Casey Client, client)');
    expect(card).toHaveTextContent('choose the project');
    expect(within(card).getByText(/No products show/)).toHaveTextContent('No products show. Since 9.');
    const user = userEvent.setup();
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Project' }), 'Acme Website Redesign');
    await user.click(within(card).getByRole('button', { name: 'Open as ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/tickets/${TICKET_GUID}`));
    expect(posted).toEqual([{ projectGuid: 'a0000000-0001-4e5f-8a9b-000000000002' }]);
  });

  it('offers to invite a stranger, with their address and name filled in, and to discard; a refusal is shown', async () => {
    renderList('/agency/emails', {
      '/api/agency/emails': ok({ emails: [STRANGER], toSort: 1 }),
      '/api/agency/emails/5e1a2b3c-0001-4e5f-8a9b-000000000002/discard': fail(
        409,
        'conflict',
        'This email was sorted already.',
      ),
    });
    const card = await screen.findByRole('article', { name: /^Can you build us a site\?/ });
    expect(within(card).queryByRole('button', { name: 'Open as ticket' })).not.toBeInTheDocument();
    const invite = within(card).getByRole('link', { name: 'Invite as client' });
    const target = new URL(invite.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/agency/clients/new');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      email: 'ada@elsewhere.example',
      firstName: 'Ada',
      lastName: 'Lovelace',
      returnTo: '/agency/emails',
    });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Discard' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This email was sorted already.');
  });

  it('keeps the list chosen in the address, and says when it is empty', async () => {
    const { router, fetchMock } = renderList('/agency/emails?state=automatic', {
      '/api/agency/emails': ok({ emails: [], toSort: 0 }),
    });
    expect(await screen.findByText(/No automatic mail/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('automatic');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('state=automatic');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Discarded');
    await waitFor(() => expect(router.state.location.search).toBe('?state=discarded'));
    expect(await screen.findByText('No email was discarded.')).toBeInTheDocument();
  });
});
