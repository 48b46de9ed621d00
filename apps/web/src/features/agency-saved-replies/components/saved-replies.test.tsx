import type { SavedReply } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareEditor } from '../../../test/editor';
import { mockApi, ok, type MockRequest } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { SavedRepliesManager } from './saved-replies-manager';
import { SavedReplyPicker } from './saved-reply-picker';

beforeAll(prepareEditor);

const TICKET_GUID = '9b1d2c3e-0001-4e5f-8a9b-000000000009';
const reply = (overrides: Partial<SavedReply>): SavedReply => ({
  replyGuid: '5a1e0000-0001-4e5f-8a9b-000000000001',
  title: 'Thanks, looking into it',
  body: '<p>Hello {{client.firstName}}, we are on it.</p>',
  shared: true,
  createdBy: 'Avery Agency',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});
const REPLIES = [
  reply({}),
  reply({ replyGuid: '5a1e0000-0001-4e5f-8a9b-000000000002', title: 'Closing the ticket', shared: false }),
];

describe('SavedReplyPicker (the ticket composer)', () => {
  it('finds a reply by its title as one types, and Enter inserts it filled in from the ticket', async () => {
    const fills: unknown[] = [];
    mockApi({
      '/api/agency/saved-replies': ok(REPLIES),
      '/api/agency/saved-replies/5a1e0000-0001-4e5f-8a9b-000000000002/fill': (request: MockRequest) => {
        fills.push(request.body);
        return ok({ body: '<p>Closing #00231 for Casey.</p>' });
      },
    });
    const onInsert = vi.fn();
    renderAt('/agency/tickets/x', [
      { path: '/agency/tickets/x', element: <SavedReplyPicker ticketGuid={TICKET_GUID} onInsert={onInsert} /> },
    ]);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Insert a saved reply' });
    await user.type(box, 'clos');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Closing the ticketOnly you']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onInsert).toHaveBeenCalledWith('<p>Closing #00231 for Casey.</p>'));
    expect(fills).toEqual([{ ticketGuid: TICKET_GUID }]);
    expect(box).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Manage saved replies' })).toHaveAttribute('href', '/agency/saved-replies');
  });
});

describe('SavedRepliesManager (/agency/saved-replies)', () => {
  it('lists the replies, saves a new one, and shows the server’s refusal on its field', async () => {
    const posted: unknown[] = [];
    let list = REPLIES;
    mockApi({
      '/api/agency/saved-replies': (request: MockRequest) => {
        if (request.method === 'GET') return ok(list);
        posted.push(request.body);
        const body = request.body as { title: string };
        if (!body.title.trim()) {
          return { status: 400, body: { error: 'bad_request', message: 'title: title is required' } };
        }
        list = [...list, reply({ replyGuid: '5a1e0000-0001-4e5f-8a9b-000000000003', title: body.title })];
        return { status: 201, body: list.at(-1) };
      },
    });
    renderAt('/agency/saved-replies', [{ path: '/agency/saved-replies', element: <SavedRepliesManager /> }]);
    const items = await screen.findByRole('list', { name: 'Saved replies' });
    expect(
      within(items)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Thanks, looking into it', 'Closing the ticket']);
    expect(within(items).getByText('Only you')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'New saved reply' });
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect(await within(form).findByText('title is required')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Welcome');
    await user.click(await within(form).findByRole('textbox', { name: 'Text' }));
    await user.paste('Welcome aboard');
    await user.click(within(form).getByRole('checkbox', { name: 'Shared with every staff member' }));
    await user.click(within(form).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ title: 'Welcome', body: '<p>Welcome aboard</p>', shared: false });
    expect(await within(items).findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });
});
