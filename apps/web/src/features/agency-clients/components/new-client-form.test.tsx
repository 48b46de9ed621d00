import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Answer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { pickOption, projectSearch } from '../../../test/search-picker';
import { CASEY, clientDetail, MANY_PROJECTS, OTHER_PROJECT_GUID, PROJECTS } from '../testing';
import { ClientDetail } from './client-detail';
import { NewClientForm } from './new-client-form';

function ClientPage() {
  const { userGuid = '' } = useParams();
  return <ClientDetail userGuid={userGuid} />;
}

function renderForm(
  create: Answer = { status: 201, body: clientDetail(CASEY) },
  projects = PROJECTS,
  address = '/agency/clients/new',
) {
  const fetchMock = mockApi({
    '/api/agency/projects': projectSearch(projects),
    [`/api/agency/projects/${OTHER_PROJECT_GUID}`]: ok({ ...PROJECTS[1]!, dashboardPages: [], history: [] }),
    '/api/agency/clients': () => create,
    [`/api/agency/clients/${CASEY.userGuid}`]: ok(clientDetail(CASEY)),
  });
  const view = renderAt(address, [
    { path: '/agency/clients/new', element: <NewClientForm /> },
    { path: '/agency/clients/:userGuid', element: <ClientPage /> },
  ]);
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { ...view, posts, fetchMock };
}

async function fillIn(email = 'client@example.com') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), ' Casey ');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Client');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  return user;
}

describe('NewClientForm (/agency/clients/new)', () => {
  it('posts the names, the email and the chosen projects, then opens the client with "Invitation sent to …"', async () => {
    const { router, posts } = renderForm();
    const user = await fillIn();
    await pickOption(user, 'Find a project', 'mobile', 'Acme Mobile App');
    expect(screen.getByText('1 project chosen.')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Chosen projects' });
    expect(within(chosen).getByText('Acme Mobile App')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/clients/${CASEY.userGuid}`));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      firstName: 'Casey',
      lastName: 'Client',
      email: 'client@example.com',
      projectGuids: [OTHER_PROJECT_GUID],
    });
    expect(await screen.findByText('Invitation sent to client@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Casey Client' })).toBeInTheDocument();
  });

  it('comes with the project ticked when opened from that project’s page', async () => {
    const { posts } = renderForm(undefined, PROJECTS, `/agency/clients/new?projectGuid=${OTHER_PROJECT_GUID}`);
    const user = await fillIn();
    const chosen = screen.getByRole('list', { name: 'Chosen projects' });
    expect(await within(chosen).findByText('Acme Mobile App')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({ projectGuids: [OTHER_PROJECT_GUID] });
  });

  it('comes filled in from an email to sort, and goes back there once the client is made', async () => {
    const { router, posts } = renderForm(
      undefined,
      PROJECTS,
      '/agency/clients/new?email=ada%40elsewhere.example&firstName=Ada&lastName=Lovelace&returnTo=%2Fagency%2Femails',
    );
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@elsewhere.example');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create and send invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/emails'));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({ email: 'ada@elsewhere.example' });
  });

  it('never goes back to an address outside the workspace', async () => {
    const { router } = renderForm(undefined, PROJECTS, '/agency/clients/new?returnTo=https%3A%2F%2Fevil.example%2F');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/clients/${CASEY.userGuid}`));
  });

  it('asks for each field before posting anything', async () => {
    const user = userEvent.setup();
    const { posts } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Create and send invitation' }));
    expect(await screen.findByText('Enter a first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a last name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter an email address.');
    expect(posts()).toHaveLength(0);
  });

  it('shows the server’s 400 on the field it names', async () => {
    const { router } = renderForm(fail(400, 'bad_request', 'email: email must be an email address'));
    const user = await fillIn('casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('email must be an email address'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/agency/clients/new');
  });

  it('shows a duplicate email (409) on the email field', async () => {
    // As the server words it: the field, then the problem, which alone is shown on the field.
    renderForm(fail(409, 'conflict', 'email: casey@example.com is already used by another account.'));
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'casey@example.com is already used by another account.',
      ),
    );
  });

  it('shows a 400 that names no field above the form', async () => {
    renderForm(fail(400, 'bad_request', 'The request was malformed.'));
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was malformed.');
  });

  it('searches the projects on the server as one types, picks by keyboard, and removes a chosen one', async () => {
    const { posts, fetchMock } = renderForm({ status: 201, body: clientDetail(CASEY) }, MANY_PROJECTS);
    const user = await fillIn();
    await pickOption(user, 'Find a project', 'project 0', 'Acme Project 0');
    const box = screen.getByRole('combobox', { name: 'Find a project' });
    expect(box).toHaveValue('');
    await user.type(box, 'globex');
    // The search goes to the server with what was typed, once typing pauses.
    const searched = () =>
      fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
    await waitFor(() =>
      expect(searched().some((params) => params.get('q') === 'globex' && params.get('pageSize') === '10')).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Globex Intranet']),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('2 projects chosen.')).toBeInTheDocument();
    // A chosen project is offered again but cannot be picked twice.
    await user.type(box, 'project 0');
    expect(await screen.findByRole('option', { name: /Acme Project 0/ })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Remove Acme Project 0' }));
    expect(screen.getByText('1 project chosen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((JSON.parse(String(posts()[0]![1]!.body)) as { projectGuids: string[] }).projectGuids).toEqual([
      MANY_PROJECTS[7]!.projectGuid,
    ]);
  });
});
