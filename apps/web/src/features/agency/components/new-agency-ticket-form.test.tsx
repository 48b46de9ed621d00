import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type Answer } from '../../../test/mock-api';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { attachmentStubs, pickerWithFiles } from '../../../test/attachments';
import { renderAt } from '../../../test/render';
import { clientSearch, pickOption, projectSearch } from '../../../test/search-picker';
import {
  agencyTicket,
  CASEY,
  clientSummary,
  OTHER_PROJECT_GUID,
  prepareEditor,
  PROJECT_GUID,
  PROJECTS,
  SAM,
} from '../testing';
import { NewAgencyTicketForm } from './new-agency-ticket-form';

const NEW_GUID = 'b7e1c2d3-0009-4e1f-9a09-100000000009';
const BRIEF_GUID = 'a77ac4e0-0009-4a5b-8c6d-500000000001';
const CHECKOUT_GUID = 'a77ac4e0-0009-4a5b-8c6d-500000000002';
const TWO_FILES = pickerWithFiles([
  { attachmentGuid: BRIEF_GUID, fileName: 'brief.pdf' },
  { attachmentGuid: CHECKOUT_GUID, fileName: 'checkout.png' },
]);

function renderForm(
  path = '/agency/tickets/new',
  create: Answer = { status: 201, body: agencyTicket({ ticketGuid: NEW_GUID }) },
  AttachmentPicker: AttachmentComponents['Picker'] = attachmentStubs.Picker,
) {
  const answers: Parameters<typeof mockApi>[0] = {
    '/api/agency/projects': projectSearch(PROJECTS),
    '/api/agency/clients': clientSearch([clientSummary(CASEY), clientSummary(SAM)], PROJECTS),
    '/api/agency/tickets': () => create,
  };
  for (const project of PROJECTS) {
    answers[`/api/agency/projects/${project.projectGuid}`] = ok({ ...project, dashboardPages: [], history: [] });
  }
  const fetchMock = mockApi(answers);
  const projectGuid = new URL(path, 'http://localhost').searchParams.get('projectGuid') ?? undefined;
  const view = renderAt(path, [
    {
      path: '/agency/tickets/new',
      element: <NewAgencyTicketForm initialProjectGuid={projectGuid} AttachmentPicker={AttachmentPicker} />,
    },
    { path: '/agency/tickets/:ticketGuid', element: <p>agency ticket page</p> },
  ]);
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { ...view, posts };
}

async function fillDescription(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  await user.paste(text);
}

beforeAll(prepareEditor);

describe('NewAgencyTicketForm (/agency/tickets/new)', () => {
  it('offers "On behalf of" only once a project is chosen, with that project’s users', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByRole('combobox', { name: 'On behalf of' })).toBeDisabled();
    await pickOption(user, 'Project', 'mobile', 'Acme Mobile App');
    const onBehalfOf = screen.getByRole('combobox', { name: 'On behalf of' });
    expect(onBehalfOf).toBeEnabled();
    await user.click(onBehalfOf);
    // The server is asked for that project's users only.
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'On behalf of' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Sam Stonesam@example.com']),
    );
  });

  it('posts the project, the user, the title and the description, then opens the new ticket', async () => {
    const user = userEvent.setup();
    const { router, posts } = renderForm();
    await screen.findByRole('combobox', { name: 'Project' });
    await pickOption(user, 'Project', 'redesign', 'Acme Website Redesign');
    await pickOption(user, 'On behalf of', 'casey', /Casey Client/);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  New contact form  ');
    await fillDescription('Please add a contact form.');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/tickets/${NEW_GUID}`));
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      projectGuid: PROJECT_GUID,
      onBehalfOfUserGuid: CASEY.userGuid,
      name: 'New contact form',
      description: '<p>Please add a contact form.</p>',
      attachmentGuids: [],
    });
  });

  it('preselects the project named in the address', async () => {
    renderForm(`/agency/tickets/new?projectGuid=${OTHER_PROJECT_GUID}`);
    expect(await screen.findByRole('combobox', { name: 'Project' })).toHaveValue('Acme Mobile App');
    expect(screen.getByRole('combobox', { name: 'On behalf of' })).toBeEnabled();
    await pickOption(userEvent.setup(), 'On behalf of', 'sam', new RegExp(SAM.email));
  });

  it('asks for each field before posting anything', async () => {
    const user = userEvent.setup();
    const { posts } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('Choose a project.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter a description.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveAccessibleDescription('Choose a project.');
    expect(posts()).toHaveLength(0);
  });

  it('shows the server’s 400 beside the field it names', async () => {
    const user = userEvent.setup();
    const { router } = renderForm(
      `/agency/tickets/new?projectGuid=${PROJECT_GUID}`,
      fail(400, 'bad_request', 'onBehalfOfUserGuid: that user is not on this project'),
    );
    await screen.findByRole('combobox', { name: 'On behalf of' });
    await pickOption(user, 'On behalf of', 'sam', /Sam Stone/);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Logo');
    await fillDescription('New logo.');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('that user is not on this project')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'On behalf of' })).toHaveAccessibleDescription(
      'that user is not on this project',
    );
    expect(router.state.location.pathname).toBe('/agency/tickets/new');
  });

  it('shows a 400 that names no field of the form above it', async () => {
    const user = userEvent.setup();
    renderForm(
      `/agency/tickets/new?projectGuid=${PROJECT_GUID}`,
      fail(400, 'bad_request', 'The request was malformed.'),
    );
    await screen.findByRole('combobox', { name: 'On behalf of' });
    await pickOption(user, 'On behalf of', 'sam', /Sam Stone/);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Logo');
    await fillDescription('New logo.');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was malformed.');
  });

  it.each([
    [
      `attachmentGuids.1: ${CHECKOUT_GUID} is not a file you uploaded, or it was already sent`,
      'checkout.png could not be sent: upload it again.',
    ],
    [
      'attachmentGuids: a file was sent with another message meanwhile; upload it again',
      'A file was sent with another message meanwhile: upload it again.',
    ],
  ])('tells a refused file by its name rather than its guid, and keeps what was typed (%#)', async (refusal, shown) => {
    const user = userEvent.setup();
    const { posts } = renderForm(
      `/agency/tickets/new?projectGuid=${PROJECT_GUID}`,
      fail(400, 'bad_request', refusal),
      TWO_FILES,
    );
    await screen.findByRole('combobox', { name: 'On behalf of' });
    await pickOption(user, 'On behalf of', 'sam', /Sam Stone/);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Checkout error');
    await fillDescription('See the screenshot.');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.queryByText(CHECKOUT_GUID, { exact: false })).not.toBeInTheDocument();
    expect(JSON.parse(String(posts()[0]![1]!.body))).toMatchObject({ attachmentGuids: [BRIEF_GUID, CHECKOUT_GUID] });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Checkout error');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(/^See the screenshot\.$/);
  });
});
