import type { ProjectListItem } from '@client-portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_GUID, MOBILE_APP_GUID, projectListItem, REDESIGN_GUID } from '../../features/projects/testing';
import { ticketDetail } from '../../features/tickets/testing';
import { attachment } from '../../test/attachments';
import { prepareEditor } from '../../test/editor';
import { fail, mockApi, ok, type Answer } from '../../test/mock-api';
import { renderRoutes } from '../../test/render';
import { RequireAuth } from '../require-auth';
import { Component as NewTicket } from './new-ticket';

const NEW_TICKET_GUID = 'b7e1c2d3-0009-4e1f-9a09-100000000009';
const UPLOADED_GUID = 'a77ac4e0-0009-4a5b-8c6d-500000000009';
const CLIENT = {
  memberGUID: MEMBER_GUID,
  firstName: 'Casey',
  lastName: 'Client',
  email: 'client@example.com',
  role: 'client',
};
const TWO_PROJECTS = [
  projectListItem(),
  projectListItem({ projectGuid: MOBILE_APP_GUID, name: 'Acme Mobile App', siteCareScheduleGuid: null }),
];

function renderForm(
  path: string,
  {
    projects = TWO_PROJECTS,
    create,
    user = CLIENT,
  }: { projects?: ProjectListItem[]; create?: Answer; user?: object } = {},
) {
  window.localStorage.setItem('jwt_token', 'stored.token.sig');
  const fetchMock = mockApi({
    '/api/users/me': ok(user),
    [`/api/projects/user/${MEMBER_GUID}`]: ok(projects),
    '/api/attachments': ({ formData }) => ({
      status: 201,
      body: attachment({ attachmentGuid: UPLOADED_GUID, fileName: (formData!.get('file') as File).name }),
    }),
    '/api/tickets': () =>
      create ?? { status: 201, body: ticketDetail({ ticketGuid: NEW_TICKET_GUID, projectGuid: MOBILE_APP_GUID }) },
  });
  const view = renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/tickets/new', element: <NewTicket /> },
          { path: '/tickets/:ticketGuid', element: <p>ticket page</p> },
          { path: '/agency/tickets/new', element: <p>agency new ticket</p> },
        ],
      },
    ],
    path,
  );
  const posts = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/tickets');
  return { ...view, posts };
}

async function fillDescription(text: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('textbox', { name: 'Description' }));
  await user.paste(text);
}

beforeAll(prepareEditor);

describe('/tickets/new', () => {
  it('posts the project, title, description and uploaded files, then opens the new ticket', async () => {
    const user = userEvent.setup();
    const { router, posts } = renderForm(`/tickets/new?projectGuid=${MOBILE_APP_GUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New ticket' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Project' })).toHaveValue(MOBILE_APP_GUID);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  New contact form  ');
    await fillDescription('Please add a contact form.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['%PDF'], 'form-fields.pdf'));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tickets/${NEW_TICKET_GUID}`));
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      projectGuid: MOBILE_APP_GUID,
      name: 'New contact form',
      description: '<p>Please add a contact form.</p>',
      attachmentGuids: [UPLOADED_GUID],
    });
  });

  it('asks for each field before posting anything', async () => {
    const user = userEvent.setup();
    const { posts } = renderForm('/tickets/new');
    await user.click(await screen.findByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('Choose a project.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter a description.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('shows the only project as fixed rather than a choice, and posts it', async () => {
    const user = userEvent.setup();
    const { posts } = renderForm('/tickets/new', { projects: [projectListItem()] });
    const project = await screen.findByRole('textbox', { name: 'Project' });
    expect(project).toHaveValue('Acme Website Redesign');
    expect(project).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Logo');
    await fillDescription('A new logo.');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({
      projectGuid: REDESIGN_GUID,
      attachmentGuids: [],
    });
  });

  it('shows the server’s 400 at the field it names and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { router } = renderForm(`/tickets/new?projectGuid=${REDESIGN_GUID}`, {
      create: fail(400, 'bad_request', 'description: must have some text'),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Logo');
    await fillDescription('<img>');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('must have some text')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('must have some text');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Logo');
    expect(router.state.location.pathname).toBe('/tickets/new');
  });

  it('shows a 400 that names no field above the form', async () => {
    const user = userEvent.setup();
    renderForm(`/tickets/new?projectGuid=${REDESIGN_GUID}`, {
      create: fail(400, 'bad_request', 'name is required'),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Logo');
    await fillDescription('A new logo.');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('name is required');
  });

  it('names a file the server refuses rather than showing its guid, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm(`/tickets/new?projectGuid=${REDESIGN_GUID}`, {
      create: fail(
        400,
        'bad_request',
        `attachmentGuids.0: ${UPLOADED_GUID} is not a file you uploaded, or it was already sent`,
      ),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Checkout error');
    await fillDescription('See the screenshot.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['png'], 'checkout.png', { type: 'image/png' }));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('checkout.png could not be sent: upload it again.');
    expect(screen.queryByText(UPLOADED_GUID, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Checkout error');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(/^See the screenshot\.$/);
  });

  it('sends staff to the workspace’s form, with the project', async () => {
    const { router } = renderForm(`/tickets/new?projectGuid=${REDESIGN_GUID}`, {
      user: { ...CLIENT, firstName: 'Alex', role: 'staff' },
    });
    expect(await screen.findByText('agency new ticket')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?projectGuid=${REDESIGN_GUID}`);
  });
});
