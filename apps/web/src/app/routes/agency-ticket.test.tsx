import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  agencyTicket,
  ALEX,
  CASEY,
  clientSummary,
  PROJECTS,
  ROBIN,
  helpdeskSettings,
  threadEntry,
  TICKET_GUID,
} from '../../features/agency/testing';
import { attachment } from '../../test/attachments';
import { prepareEditor } from '../../test/editor';
import { mockApi, ok } from '../../test/mock-api';
import { renderAt } from '../../test/render';
import { clientSearch, pickOption } from '../../test/search-picker';
import { Component as AgencyNewTicket } from './agency-new-ticket';
import { Component as AgencyTicket } from './agency-ticket';

const TICKET_PATH = `/api/agency/tickets/${TICKET_GUID}`;
const UPLOADED_GUID = 'a77ac4e0-0009-4a5b-8c6d-500000000009';

const uploadAnswer = ({ formData }: { formData?: FormData }) => ({
  status: 201,
  body: attachment({ attachmentGuid: UPLOADED_GUID, fileName: (formData!.get('file') as File).name }),
});

const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === path && init?.method === 'POST');

beforeAll(prepareEditor);

describe('/agency/tickets/{ticketGuid}: files', () => {
  it('shows the ticket’s files and each thread entry’s, and posts an entry with its files', async () => {
    const user = userEvent.setup();
    let ticket = agencyTicket({
      attachments: [attachment()],
      thread: [threadEntry({ attachments: [attachment({ attachmentGuid: UPLOADED_GUID, fileName: 'draft.pdf' })] })],
    });
    const fetchMock = mockApi({
      [TICKET_PATH]: () => ok(ticket),
      [`${TICKET_PATH}/updates`]: ({ body }) => {
        const entry = threadEntry({
          updateGuid: 'c1d2e3f4-0002-4a5b-8c6d-300000000002',
          updateText: (body as { updateText: string }).updateText,
          attachments: [attachment({ attachmentGuid: UPLOADED_GUID, fileName: 'final.pdf' })],
        });
        ticket = { ...ticket, thread: [...ticket.thread, entry] };
        return { status: 201, body: entry };
      },
      '/api/attachments': uploadAnswer,
      '/api/agency/staff': ok([ALEX, ROBIN]),
      '/api/agency/tags': ok([]),
      '/api/agency/settings/helpdesk': ok(helpdeskSettings()),
    });
    renderAt(`/agency/tickets/${TICKET_GUID}`, [{ path: '/agency/tickets/:ticketGuid', element: <AgencyTicket /> }]);

    const description = await screen.findByRole('region', { name: 'Description' });
    expect(within(description).getByRole('button', { name: 'brief.pdf (240 kB)' })).toBeInTheDocument();
    const thread = screen.getByRole('region', { name: 'Thread (1)' });
    expect(within(thread).getByRole('button', { name: /^draft\.pdf/ })).toBeInTheDocument();

    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await user.paste('The final files.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['%PDF'], 'final.pdf'));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Post public update' }));

    const updated = await screen.findByRole('region', { name: 'Thread (2)' });
    expect(within(updated).getByRole('button', { name: /^final\.pdf/ })).toBeInTheDocument();
    expect(JSON.parse(String(posts(fetchMock, `${TICKET_PATH}/updates`)[0]![1]!.body))).toEqual({
      updateText: '<p>The final files.</p>',
      internal: false,
      attachmentGuids: [UPLOADED_GUID],
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument());
  });
});

describe('/agency/tickets/new: files', () => {
  it('posts the ticket with the guids of its uploaded files', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      [`/api/agency/projects/${PROJECTS[0]!.projectGuid}`]: ok({ ...PROJECTS[0]!, dashboardPages: [], history: [] }),
      '/api/agency/clients': clientSearch([clientSummary(CASEY)], PROJECTS),
      '/api/agency/tickets': () => ({ status: 201, body: agencyTicket() }),
      '/api/attachments': uploadAnswer,
    });
    const { router } = renderAt(`/agency/tickets/new?projectGuid=${PROJECTS[0]!.projectGuid}`, [
      { path: '/agency/tickets/new', element: <AgencyNewTicket /> },
      { path: '/agency/tickets/:ticketGuid', element: <p>agency ticket page</p> },
    ]);
    await screen.findByRole('combobox', { name: 'On behalf of' });
    await pickOption(user, 'On behalf of', 'casey', /Casey Client/);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'New logo');
    await user.click(await screen.findByRole('textbox', { name: 'Description' }));
    await user.paste('Files attached.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/tickets/${TICKET_GUID}`));
    expect(JSON.parse(String(posts(fetchMock, '/api/agency/tickets')[0]![1]!.body))).toMatchObject({
      name: 'New logo',
      attachmentGuids: [UPLOADED_GUID],
    });
  });
});
