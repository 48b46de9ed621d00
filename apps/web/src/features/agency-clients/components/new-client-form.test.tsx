import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Answer } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
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
    '/api/agency/projects': ok(projects),
    '/api/agency/clients': () => create,
    [`/api/agency/clients/${CASEY.userGuid}`]: ok(clientDetail(CASEY)),
  });
  const view = renderAt(address, [
    { path: '/agency/clients/new', element: <NewClientForm /> },
    { path: '/agency/clients/:userGuid', element: <ClientPage /> },
  ]);
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { ...view, posts };
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
    const projects = screen.getByRole('group', { name: 'Projects to grant' });
    await user.click(within(projects).getByRole('checkbox', { name: 'Acme Mobile App' }));
    expect(screen.getByText('1 project chosen.')).toBeInTheDocument();
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
    const projects = screen.getByRole('group', { name: 'Projects to grant' });
    expect(within(projects).getByRole('checkbox', { name: 'Acme Mobile App' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({ projectGuids: [OTHER_PROJECT_GUID] });
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

  it('offers a filter box over many projects; projects it hides stay chosen', async () => {
    const { posts } = renderForm({ status: 201, body: clientDetail(CASEY) }, MANY_PROJECTS);
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox', { name: 'Acme Project 0' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter projects' }), 'globex');
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Globex Intranet']);
    await user.click(screen.getByRole('checkbox', { name: 'Globex Intranet' }));
    expect(screen.getByText('2 projects chosen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create and send invitation' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((JSON.parse(String(posts()[0]![1]!.body)) as { projectGuids: string[] }).projectGuids).toEqual([
      MANY_PROJECTS[0]!.projectGuid,
      MANY_PROJECTS[7]!.projectGuid,
    ]);
  });
});
