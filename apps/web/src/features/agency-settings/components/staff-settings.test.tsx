import type { StaffAccount } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Answer, type MockRequest } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { ALEX, JO, ROBIN } from '../testing';
import { StaffSettings } from './staff-settings';

const LAST_ADMIN = 'The last admin who can sign in cannot be demoted or disabled.';

interface Answers {
  list?: Answer;
  patch?: (request: MockRequest) => Answer | undefined;
  invite?: Answer;
  create?: Answer;
}

function renderSettings({ list, patch, invite, create }: Answers = {}) {
  let accounts: StaffAccount[] = [ALEX, ROBIN, JO];
  const writes: { method: string; path: string; body: unknown }[] = [];
  const answers: Parameters<typeof mockApi>[0] = {
    '/api/agency/settings/staff': (request) => {
      if (request.method === 'GET') return list ?? ok(accounts);
      writes.push({ method: request.method, path: '/api/agency/settings/staff', body: request.body });
      return create ?? { status: 201, body: { ...JO, ...(request.body as object) } };
    },
  };
  for (const account of [ALEX, ROBIN, JO]) {
    const path = `/api/agency/settings/staff/${account.userGuid}`;
    answers[path] = (request) => {
      writes.push({ method: request.method, path, body: request.body });
      const refused = patch?.(request);
      if (refused) return refused;
      const saved = { ...accounts.find((a) => a.userGuid === account.userGuid)!, ...(request.body as object) };
      accounts = accounts.map((a) => (a.userGuid === account.userGuid ? saved : a));
      return ok(saved);
    };
    answers[`${path}/invite`] = (request) => {
      writes.push({ method: request.method, path: `${path}/invite`, body: request.body });
      return invite ?? ok({ sentTo: account.email, expiresAt: '2026-12-01T09:30:00.000Z' });
    };
  }
  mockApi(answers);
  const view = renderAt('/agency/settings', [{ path: '/agency/settings', element: <StaffSettings /> }]);
  return { ...view, writes: () => writes };
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table');
  // The row's buttons name the person too, in text only screen readers read.
  return within(within(table).getByText(name, { ignore: 'script, style, .visually-hidden' }).closest('tr')!);
};

describe('StaffSettings (/agency/settings)', () => {
  it('lists each account with email, role, state, last sign-in and actions', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Staff accounts' })).toBeInTheDocument();
    const alex = await rowOf('Alex Morgan');
    expect(alex.getByText('alex@agency.example')).toBeInTheDocument();
    expect(alex.getByRole('combobox', { name: 'Role of Alex Morgan' })).toHaveValue('staff');
    expect(alex.getByText('Active')).toBeInTheDocument();
    expect(alex.getByRole('button', { name: 'Disable Alex Morgan' })).toBeInTheDocument();
    const jo = await rowOf('Jo New');
    expect(jo.getByText('Invited')).toBeInTheDocument();
    expect(jo.getByText('Never')).toBeInTheDocument();
    expect((await rowOf('Robin Admin')).getByRole('combobox', { name: 'Role of Robin Admin' })).toHaveValue('admin');
  });

  it('changes a role as soon as it is chosen', async () => {
    const user = userEvent.setup();
    const { writes } = renderSettings();
    const alex = await rowOf('Alex Morgan');
    await user.selectOptions(alex.getByRole('combobox', { name: 'Role of Alex Morgan' }), 'Admin');
    expect(await screen.findByText('Alex Morgan is now an admin.')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PATCH', path: `/api/agency/settings/staff/${ALEX.userGuid}`, body: { role: 'admin' } },
    ]);
    expect(alex.getByRole('combobox', { name: 'Role of Alex Morgan' })).toHaveValue('admin');
  });

  it('shows the last-admin refusal (409) and puts the role back', async () => {
    const user = userEvent.setup();
    renderSettings({ patch: () => fail(409, 'conflict', LAST_ADMIN) });
    const robin = await rowOf('Robin Admin');
    const role = robin.getByRole('combobox', { name: 'Role of Robin Admin' });
    await user.selectOptions(role, 'Staff');
    expect(await screen.findByRole('alert')).toHaveTextContent(LAST_ADMIN);
    await waitFor(() => expect(role).toHaveValue('admin'));
  });

  it('asks before disabling an account, then disables it', async () => {
    const user = userEvent.setup();
    const { writes } = renderSettings();
    const alex = await rowOf('Alex Morgan');
    await user.click(alex.getByRole('button', { name: 'Disable Alex Morgan' }));
    const question = alex.getByRole('group', { name: 'Disable Alex Morgan?' });
    expect(question).toHaveAccessibleDescription('They are signed out at once and cannot sign in.');
    await user.click(within(question).getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByText('Alex Morgan is disabled.')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PATCH', path: `/api/agency/settings/staff/${ALEX.userGuid}`, body: { disabled: true } },
    ]);
    expect(await alex.findByRole('button', { name: 'Enable Alex Morgan' })).toBeInTheDocument();
    expect(alex.getByText('Disabled')).toBeInTheDocument();
  });

  it('says to screen readers which account is being saved', async () => {
    const user = userEvent.setup();
    renderSettings({ patch: () => 'never' });
    const alex = await rowOf('Alex Morgan');
    await user.click(alex.getByRole('button', { name: 'Disable Alex Morgan' }));
    await user.click(alex.getByRole('button', { name: 'Yes, disable' }));
    expect(await alex.findByRole('button', { name: 'Saving Disable Alex Morgan' })).toBeDisabled();
  });

  it('shows the refusal to disable one’s own account', async () => {
    const user = userEvent.setup();
    const ownAccount = 'You cannot disable your own account: another admin can.';
    renderSettings({ patch: () => fail(409, 'conflict', ownAccount) });
    const robin = await rowOf('Robin Admin');
    await user.click(robin.getByRole('button', { name: 'Disable Robin Admin' }));
    await user.click(robin.getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ownAccount);
    expect(robin.getByRole('button', { name: 'Disable Robin Admin' })).toBeInTheDocument();
  });

  it('resends an invitation and says where it went and until when it works', async () => {
    const user = userEvent.setup();
    renderSettings();
    const jo = await rowOf('Jo New');
    await user.click(jo.getByRole('button', { name: 'Resend invitation to Jo New' }));
    expect(
      await screen.findByText(/^Invitation sent to jo@agency\.example \(valid until \d\d-Dec-2026 \d\d:\d\d\)\.$/),
    ).toBeInTheDocument();
  });

  it('invites a new staff member with their role', async () => {
    const user = userEvent.setup();
    const { writes } = renderSettings();
    const form = within(await screen.findByRole('form', { name: 'Invite staff' }));
    await user.type(form.getByRole('textbox', { name: 'First name' }), 'Kim');
    await user.type(form.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'kim@agency.example');
    await user.selectOptions(form.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Invitation sent to kim@agency.example')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/agency/settings/staff',
        body: { firstName: 'Kim', lastName: 'Lee', email: 'kim@agency.example', role: 'admin' },
      },
    ]);
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it('shows the server’s 400 on the field it names', async () => {
    const user = userEvent.setup();
    renderSettings({ create: fail(400, 'bad_request', 'lastName: lastName must be at most 100 characters') });
    const form = within(await screen.findByRole('form', { name: 'Invite staff' }));
    await user.type(form.getByRole('textbox', { name: 'First name' }), 'Kim');
    await user.type(form.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'kim@agency.example');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
        'lastName must be at most 100 characters',
      ),
    );
  });

  it('shows a staff member (not an admin) the refusal, and no forms', async () => {
    renderSettings({ list: fail(403, 'forbidden', 'Admins only.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
    expect(screen.queryByRole('form', { name: 'Invite staff' })).not.toBeInTheDocument();
  });
});
