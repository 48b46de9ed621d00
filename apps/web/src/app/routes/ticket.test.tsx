import { DELETED_TICKET_TAKES_NO_REPLIES, type TicketDetail, type TicketUpdate } from '@client-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_GUID, ticketDetail, ticketUpdate } from '../../features/tickets/testing';
import { attachment } from '../../test/attachments';
import { prepareEditor } from '../../test/editor';
import { fail, mockApi, ok, type Answer, type MockRequest } from '../../test/mock-api';
import { renderAt } from '../../test/render';
import { Component as Ticket } from './ticket';

const TICKET_GUID = 'b7e1c2d3-0002-4e1f-9a02-100000000002';
const UPLOADED_GUID = 'a77ac4e0-0009-4a5b-8c6d-500000000009';

interface Server {
  ticket: TicketDetail;
  updates: TicketUpdate[];
  reply?: (request: MockRequest) => Answer;
  upload?: Answer;
}

function renderTicket(server: Server) {
  const fetchMock = mockApi({
    [`/api/ticketviews/${TICKET_GUID}`]: () => ok(server.ticket),
    [`/api/updates/ticket/${TICKET_GUID}`]: (request) =>
      request.method === 'POST' ? server.reply!(request) : ok(server.updates),
    [`/api/users/project/${PROJECT_GUID}`]: ok([]),
    '/api/attachments': ({ formData }) => {
      if (server.upload) return server.upload;
      const file = formData!.get('file') as File;
      return {
        status: 201,
        body: attachment({ attachmentGuid: UPLOADED_GUID, fileName: file.name, sizeBytes: file.size }),
      };
    },
  });
  renderAt(`/tickets/${TICKET_GUID}`, [{ path: '/tickets/:ticketGuid', element: <Ticket /> }]);
  const replies = () =>
    fetchMock.mock.calls.filter(([input, init]) => String(input).includes('/api/updates/') && init?.method === 'POST');
  return { fetchMock, replies };
}

async function writeReply(text: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('textbox', { name: 'Message' }));
  await user.paste(text);
  return user;
}

const statusBadge = () => screen.getByText('Status', { selector: 'dt' }).nextElementSibling!;

beforeAll(prepareEditor);

describe('/tickets/{ticketGuid}: files and replies', () => {
  it('shows the ticket’s files under its description and each update’s under its text', async () => {
    renderTicket({
      ticket: ticketDetail({ ticketGuid: TICKET_GUID, attachments: [attachment()] }),
      updates: [
        ticketUpdate({
          attachments: [attachment({ attachmentGuid: UPLOADED_GUID, fileName: 'invoice.pdf', sizeBytes: 1_200 })],
        }),
      ],
    });
    const description = await screen.findByRole('region', { name: 'Description' });
    expect(within(description).getByRole('button', { name: 'brief.pdf (240 kB)' })).toBeInTheDocument();
    const updates = await screen.findByRole('region', { name: 'Updates (1)' });
    expect(within(updates).getAllByRole('listitem')[0]).toHaveTextContent('Started');
    expect(within(updates).getByRole('button', { name: 'invoice.pdf (1 kB)' })).toBeInTheDocument();
  });

  it('sends a reply with its files, announces "Reply sent.", shows the new status and clears the box', async () => {
    const server: Server = {
      ticket: ticketDetail({ ticketGuid: TICKET_GUID, status: 'awaiting-customer' }),
      updates: [],
    };
    server.reply = ({ body }) => {
      const update = ticketUpdate({
        userFirstName: 'Casey',
        userLastName: 'Client',
        updateText: (body as { updateText: string }).updateText,
        attachments: [attachment({ attachmentGuid: UPLOADED_GUID, fileName: 'logo-files.pdf' })],
      });
      server.ticket = { ...server.ticket, status: 'in-progress' };
      server.updates = [update];
      return { status: 201, body: update };
    };
    const { replies } = renderTicket(server);
    expect(await screen.findByRole('heading', { name: 'Reply' })).toBeInTheDocument();
    expect(statusBadge()).toHaveTextContent('awaiting-customer');

    const user = await writeReply('Here are the logo files.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['%PDF'], 'logo-files.pdf'));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent.')).toHaveAttribute('role', 'status');
    expect(JSON.parse(String(replies()[0]![1]!.body))).toEqual({
      updateText: '<p>Here are the logo files.</p>',
      attachmentGuids: [UPLOADED_GUID],
    });
    expect(statusBadge()).toHaveTextContent('in-progress');
    const updates = screen.getByRole('region', { name: 'Updates (1)' });
    expect(updates).toHaveTextContent('Here are the logo files.');
    expect(within(updates).getByRole('button', { name: /^logo-files\.pdf/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent(/^$/));
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
  });

  it('sends an empty list of files with a reply that has none', async () => {
    const server: Server = { ticket: ticketDetail({ ticketGuid: TICKET_GUID }), updates: [] };
    server.reply = () => ({ status: 201, body: ticketUpdate() });
    const { replies } = renderTicket(server);
    const user = await writeReply('Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(JSON.parse(String(replies()[0]![1]!.body))).toEqual({ updateText: '<p>Thanks!</p>', attachmentGuids: [] });
  });

  it('waits for a file still uploading before sending', async () => {
    const server: Server = { ticket: ticketDetail({ ticketGuid: TICKET_GUID }), updates: [], upload: 'never' };
    const { replies } = renderTicket(server);
    const user = await writeReply('See the attached video.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['mp4'], 'screen.mp4'));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wait for the files to finish uploading.');
    expect(replies()).toHaveLength(0);
  });

  it('will not drop a file that failed to upload without a word; removing it lets the reply go', async () => {
    const server: Server = {
      ticket: ticketDetail({ ticketGuid: TICKET_GUID }),
      updates: [],
      upload: fail(500, 'internal', 'An unexpected error occurred.'),
    };
    server.reply = () => ({ status: 201, body: ticketUpdate() });
    const { replies } = renderTicket(server);
    const user = await writeReply('See the attached video.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['mp4'], 'screen.mp4'));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A file could not be uploaded: remove it, or pick it again, before sending.',
    );
    expect(replies()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove screen.mp4' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(replies()).toHaveLength(1);
  });

  it('will not send an empty reply', async () => {
    const user = userEvent.setup();
    const { replies } = renderTicket({ ticket: ticketDetail({ ticketGuid: TICKET_GUID }), updates: [] });
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Write something to send.')).toBeInTheDocument();
    expect(replies()).toHaveLength(0);
  });

  it('on a 409 shows the server’s message and keeps the text', async () => {
    const server: Server = { ticket: ticketDetail({ ticketGuid: TICKET_GUID }), updates: [] };
    server.reply = () => fail(409, 'conflict', 'This ticket was deleted, so it takes no replies.');
    renderTicket(server);
    const user = await writeReply('One more thing.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket was deleted, so it takes no replies.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent(/^One more thing\.$/);
    expect(screen.queryByText('Reply sent.')).not.toBeInTheDocument();
  });

  it('says a file went with another message meanwhile, keeping the text and the files', async () => {
    const server: Server = { ticket: ticketDetail({ ticketGuid: TICKET_GUID }), updates: [] };
    server.reply = () =>
      fail(400, 'bad_request', 'attachmentGuids: a file was sent with another message meanwhile; upload it again');
    renderTicket(server);
    const user = await writeReply('The checkout screenshot.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['png'], 'checkout.png', { type: 'image/png' }));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A file was sent with another message meanwhile: upload it again.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent(/^The checkout screenshot\.$/);
    expect(screen.getByRole('list', { name: 'Files to send' })).toHaveTextContent('checkout.png');
  });

  it('names a refused file rather than showing its guid', async () => {
    const server: Server = { ticket: ticketDetail({ ticketGuid: TICKET_GUID }), updates: [] };
    server.reply = () =>
      fail(
        400,
        'bad_request',
        `attachmentGuids.0: ${UPLOADED_GUID} is not a file you uploaded, or it was already sent`,
      );
    renderTicket(server);
    const user = await writeReply('The checkout screenshot.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['png'], 'checkout.png', { type: 'image/png' }));
    await screen.findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('checkout.png could not be sent: upload it again.');
    expect(screen.queryByText(UPLOADED_GUID, { exact: false })).not.toBeInTheDocument();
  });

  it('shows a deleted ticket without a reply box', async () => {
    renderTicket({ ticket: ticketDetail({ ticketGuid: TICKET_GUID, status: 'deleted' }), updates: [] });
    expect(await screen.findByText(DELETED_TICKET_TAKES_NO_REPLIES)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach files')).not.toBeInTheDocument();
  });
});
