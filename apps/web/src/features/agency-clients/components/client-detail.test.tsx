import type { ClientDetail as ClientDetailData } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Answer, type MockRequest } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { pickOption, projectSearch } from '../../../test/search-picker';
import { auditEntry, CASEY, clientDetail, OTHER_PROJECT_GUID, PROJECT_GUID, PROJECTS } from '../testing';
import { ClientDetail } from './client-detail';

const CLIENT_PATH = `/api/agency/clients/${CASEY.userGuid}`;

interface Answers {
  client?: ClientDetailData;
  patch?: (request: MockRequest) => Answer;
  invite?: Answer;
  projectUser?: (request: MockRequest & { projectGuid: string }) => Answer;
}

function renderClient({ client = clientDetail(CASEY), patch, invite, projectUser }: Answers = {}) {
  let current = client;
  const requests: { method: string; path: string; body: unknown }[] = [];
  const answers: Parameters<typeof mockApi>[0] = {
    '/api/agency/projects': projectSearch(PROJECTS),
    [CLIENT_PATH]: (request) => {
      requests.push({ method: request.method, path: CLIENT_PATH, body: request.body });
      if (request.method === 'GET') return ok(current);
      const answer = patch?.(request) ?? ok((current = { ...current, ...(request.body as object) }));
      return answer;
    },
    [`${CLIENT_PATH}/invite`]: (request) => {
      requests.push({ method: request.method, path: `${CLIENT_PATH}/invite`, body: request.body });
      return invite ?? ok({ sentTo: CASEY.email, expiresAt: '2026-12-01T09:30:00.000Z' });
    },
  };
  for (const project of PROJECTS) {
    const path = `/api/agency/projects/${project.projectGuid}/users/${CASEY.userGuid}`;
    answers[path] = (request) => {
      requests.push({ method: request.method, path, body: request.body });
      const answer = projectUser?.({ ...request, projectGuid: project.projectGuid });
      if (answer) return answer;
      const ref = { projectGuid: project.projectGuid, name: project.name };
      current = {
        ...current,
        projects:
          request.method === 'PUT'
            ? [...current.projects, ref]
            : current.projects.filter((p) => p.projectGuid !== project.projectGuid),
      };
      // The API answers DELETE with 204; mockApi sends a JSON body, which a 204 Response cannot carry.
      return ok({});
    };
  }
  mockApi(answers);
  const view = renderAt(`/agency/clients/${CASEY.userGuid}`, [
    { path: '/agency/clients/:userGuid', element: <ClientDetail userGuid={CASEY.userGuid} /> },
  ]);
  const writes = () => requests.filter((request) => request.method !== 'GET');
  return { ...view, writes };
}

describe('ClientDetail (/agency/clients/{userGuid})', () => {
  it('shows the name, email, state and last sign-in, and the history', async () => {
    renderClient({
      client: clientDetail(CASEY, { hasPassword: false, lastSignInAt: null, history: [auditEntry()] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Client' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'client@example.com' })).toHaveAttribute(
      'href',
      'mailto:client@example.com',
    );
    expect(screen.getByText('Invited (no password set yet)')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(history).getByText('last name: Klient → Client')).toBeInTheDocument();
  });

  it('says "Client not found" for an unknown client', async () => {
    mockApi({ '/api/agency/projects': projectSearch(PROJECTS), [CLIENT_PATH]: fail(404, 'not_found', 'Not found.') });
    renderAt(`/agency/clients/${CASEY.userGuid}`, [
      { path: '/agency/clients/:userGuid', element: <ClientDetail userGuid={CASEY.userGuid} /> },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Client not found');
  });

  it('saves only the changed fields', async () => {
    const user = userEvent.setup();
    const { writes } = renderClient();
    const lastName = await screen.findByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, 'Clientson ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PATCH', path: CLIENT_PATH, body: { lastName: 'Clientson' } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Clientson' })).toBeInTheDocument();
  });

  it('shows a duplicate email (409) on the email field', async () => {
    const user = userEvent.setup();
    renderClient({ patch: () => fail(409, 'conflict', 'Another user has this email address.') });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Another user has this email address.'));
  });

  it('asks before disabling, then disables; Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const { writes } = renderClient();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const question = screen.getByRole('group', { name: 'Disable Casey Client?' });
    expect(question).toHaveAccessibleDescription('They are signed out at once and cannot sign in.');
    expect(within(question).getByRole('button', { name: 'Yes, disable' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    // The question's buttons are gone: the focus is back on the button that asked it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disable' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.click(screen.getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByText('Casey Client is disabled.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PATCH', path: CLIENT_PATH, body: { disabled: true } }]);
    expect(screen.getByText('Disabled', { selector: '.badge' })).toBeInTheDocument();
    // Saved: the focus is on the toggle, which now enables.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enable' })).toHaveFocus());
  });

  it('enables a disabled client without asking', async () => {
    const user = userEvent.setup();
    const { writes } = renderClient({ client: clientDetail(CASEY, { disabled: true }) });
    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Casey Client is enabled.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PATCH', path: CLIENT_PATH, body: { disabled: false } }]);
    expect(screen.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
  });

  it('offers no invitation to a client who has set a password (they reset it from the login screen)', async () => {
    renderClient();
    expect(await screen.findByRole('button', { name: 'Disable' })).toBeInTheDocument();
    // Beside the name, and in the summary.
    expect(screen.getAllByText('Active')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
  });

  it('resends the invitation and says where it went and until when it works', async () => {
    const user = userEvent.setup();
    renderClient({ client: clientDetail(CASEY, { hasPassword: false }) });
    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    expect(
      await screen.findByText(/^Invitation sent to client@example\.com \(valid until \d\d-Dec-2026 \d\d:\d\d\)\.$/),
    ).toBeInTheDocument();
  });

  it('offers no invitation to a disabled client, who is enabled first', async () => {
    renderClient({ client: clientDetail(CASEY, { hasPassword: false, disabled: true }) });
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to send an invitation', async () => {
    const user = userEvent.setup();
    renderClient({
      client: clientDetail(CASEY, { hasPassword: false }),
      invite: fail(409, 'conflict', 'Enable the client before inviting them.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enable the client before inviting them.');
  });

  it('removes a granted project and adds another', async () => {
    const user = userEvent.setup();
    const { writes } = renderClient();
    const projects = await screen.findByRole('region', { name: 'Projects' });
    expect(within(projects).getByRole('link', { name: 'Acme Website Redesign' })).toHaveAttribute(
      'href',
      `/agency/projects/${PROJECT_GUID}`,
    );
    // Asked first; Cancel gives the focus back to the button.
    const remove = within(projects).getByRole('button', { name: 'Remove from Acme Website Redesign' });
    await user.click(remove);
    const question = within(projects).getByRole('group', { name: 'Remove Casey Client from Acme Website Redesign?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(projects).getByRole('button', { name: /^Remove from/ })).toHaveFocus());
    expect(writes()).toEqual([]);
    await user.click(within(projects).getByRole('button', { name: 'Remove from Acme Website Redesign' }));
    await user.click(within(projects).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(projects).findByText('Removed from Acme Website Redesign.')).toBeInTheDocument();
    expect(await within(projects).findByText('Not on any project yet.')).toBeInTheDocument();
    // The row is gone: the keyboard is on adding a project.
    expect(within(projects).getByRole('combobox', { name: 'Add to project' })).toHaveFocus();

    await pickOption(user, 'Add to project', 'acme', 'Acme Mobile App');
    await user.click(within(projects).getByRole('button', { name: 'Add' }));
    expect(await within(projects).findByText('Added to Acme Mobile App.')).toBeInTheDocument();
    expect(await within(projects).findByRole('link', { name: 'Acme Mobile App' })).toBeInTheDocument();
    expect(writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /api/agency/projects/${PROJECT_GUID}/users/${CASEY.userGuid}`,
      `PUT /api/agency/projects/${OTHER_PROJECT_GUID}/users/${CASEY.userGuid}`,
    ]);
  });

  it('shows the server’s message when a grant is refused', async () => {
    const user = userEvent.setup();
    renderClient({ projectUser: () => fail(404, 'not_found', 'Project not found.') });
    const projects = await screen.findByRole('region', { name: 'Projects' });
    await user.click(within(projects).getByRole('button', { name: 'Add' }));
    expect(await within(projects).findByRole('alert')).toHaveTextContent('Choose a project to add.');
    // A project the client is on already is offered, marked, but cannot be added again.
    await user.type(within(projects).getByRole('combobox', { name: 'Add to project' }), 'redesign');
    expect(await screen.findByRole('option', { name: /Acme Website Redesign/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await pickOption(user, 'Add to project', 'mobile', 'Acme Mobile App');
    await user.click(within(projects).getByRole('button', { name: 'Add' }));
    expect(await within(projects).findByRole('alert')).toHaveTextContent('Project not found.');
  });
});
