import { MAX_ATTACHMENTS_PER_MESSAGE } from '@client-portal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PickedAttachments } from '../../../components/attachment-components';
import { attachment, fileOfSize } from '../../../test/attachments';
import { fail, mockApi, type Answer, type MockRequest } from '../../../test/mock-api';
import { AttachmentPicker } from './attachment-picker';

const guidOf = (n: number) => `a77ac4e0-0001-4a5b-8c6d-${String(n).padStart(12, '0')}`;

/** The upload route: each file stored under the next guid, unless the test answers otherwise. */
function uploadServer(answer?: (request: MockRequest) => Answer) {
  let stored = 0;
  const uploads: FormData[] = [];
  const fetchMock = mockApi({
    '/api/attachments': (request) => {
      uploads.push(request.formData!);
      if (answer) return answer(request);
      stored += 1;
      const file = request.formData!.get('file') as File;
      return {
        status: 201,
        body: attachment({
          attachmentGuid: guidOf(stored),
          fileName: file.name,
          contentType: file.type,
          sizeBytes: file.size,
        }),
      };
    },
  });
  return { fetchMock, uploads };
}

function renderPicker() {
  const onChange = vi.fn<(picked: PickedAttachments) => void>();
  render(<AttachmentPicker onChange={onChange} />);
  const lastReport = () => onChange.mock.lastCall![0];
  return { onChange, lastReport, input: screen.getByLabelText('Attach files') };
}

const filesList = () => screen.getByRole('list', { name: 'Files to send' });
/** The picker's one live region, outside the list of files. */
const liveRegion = () => screen.getByRole('status');

describe('AttachmentPicker', () => {
  it('uploads each chosen file as multipart "file" with the bearer token and reports their guids', async () => {
    window.localStorage.setItem('jwt_token', 'stored.token.sig');
    const user = userEvent.setup();
    const { fetchMock, uploads } = uploadServer();
    const { input, lastReport } = renderPicker();
    expect(screen.getByText('Up to 10 files, each at most 25 MB.')).toBeInTheDocument();

    await user.upload(input, [
      new File(['%PDF-1.7'], 'brief.pdf', { type: 'application/pdf' }),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    ]);

    await waitFor(() =>
      expect(lastReport()).toEqual({
        files: [
          { attachmentGuid: guidOf(1), fileName: 'brief.pdf' },
          { attachmentGuid: guidOf(2), fileName: 'logo.png' },
        ],
        isUploading: false,
        hasFailed: false,
      }),
    );
    expect(uploads.map((form) => (form.get('file') as File).name)).toEqual(['brief.pdf', 'logo.png']);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer stored.token.sig');
    // The browser writes the multipart content type itself, with its boundary.
    expect(headers.has('content-type')).toBe(false);
    const items = within(filesList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('brief.pdf (8 bytes)');
    expect(items[0]).toHaveTextContent('Uploaded');
    expect(items[1]).toHaveTextContent('logo.png (3 bytes)');
  });

  it('shows "Uploading..." while a file is on its way, and says so to the form', async () => {
    const user = userEvent.setup();
    uploadServer(() => 'never');
    const { input, lastReport } = renderPicker();
    await user.upload(input, new File(['a'], 'notes.txt', { type: 'text/plain' }));
    expect(within(filesList()).getByRole('listitem')).toHaveTextContent('Uploading...');
    expect(liveRegion()).toHaveTextContent('Uploading notes.txt...');
    expect(lastReport()).toEqual({ files: [], isUploading: true, hasFailed: false });
  });

  it('announces each file’s progress in one live region that stays in the page', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (finish = resolve));
    // The upload answers only when the test says so.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await arrived;
        const body = attachment({ attachmentGuid: guidOf(1), fileName: 'checkout.png', contentType: 'image/png' });
        return new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
      }),
    );
    const { input } = renderPicker();
    // There before any file is chosen, so that a screen reader is listening when the first message comes.
    const region = liveRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await user.upload(input, new File(['png'], 'checkout.png', { type: 'image/png' }));
    expect(within(region).getByText('Uploading checkout.png...')).toBeInTheDocument();
    finish();
    expect(await within(region).findByText('checkout.png uploaded.')).toBeInTheDocument();
    expect(liveRegion()).toBe(region);
    // The visible state stays in the list, where the page shows it.
    expect(within(filesList()).getByText('Uploaded')).toBeInTheDocument();
    expect(filesList()).not.toContainElement(region);
  });

  it('refuses a file over the size limit before uploading it, with the reason', async () => {
    const user = userEvent.setup();
    const { fetchMock } = uploadServer();
    const { input, onChange } = renderPicker();
    await user.upload(input, fileOfSize('site-backup.zip', 30_000_000, 'application/zip'));
    expect(screen.getByRole('alert')).toHaveTextContent('site-backup.zip is 30.0 MB: a file can be at most 25 MB.');
    expect(input).toHaveAccessibleDescription(
      'Up to 10 files, each at most 25 MB. site-backup.zip is 30.0 MB: a file can be at most 25 MB.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ isUploading: true }));
  });

  it(`adds at most ${MAX_ATTACHMENTS_PER_MESSAGE} files and says which were left out`, async () => {
    const user = userEvent.setup();
    const { fetchMock } = uploadServer();
    const { input, lastReport } = renderPicker();
    const files = Array.from({ length: 12 }, (_, i) => new File(['x'], `photo-${i + 1}.jpg`, { type: 'image/jpeg' }));
    await user.upload(input, files);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('photo-11.jpg was not added: a message can carry at most 10 files.');
    expect(alert).toHaveTextContent('photo-12.jpg was not added: a message can carry at most 10 files.');
    await waitFor(() => expect(lastReport().files).toHaveLength(10));
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  it('shows the server’s message when it refuses a file as too large (413)', async () => {
    const user = userEvent.setup();
    uploadServer(() => fail(413, 'payload_too_large', 'The file is larger than 25 MB.'));
    const { input, lastReport } = renderPicker();
    await user.upload(input, new File(['x'], 'video.mp4', { type: 'video/mp4' }));
    const item = within(filesList()).getByRole('listitem');
    expect(await within(item).findByText('The file is larger than 25 MB.')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('video.mp4 was not uploaded. The file is larger than 25 MB.');
    // Listed with its reason: the form is told, so that it does not send without a word.
    expect(lastReport()).toEqual({ files: [], isUploading: false, hasFailed: true });
  });

  it('shows the server’s message for a refused file (400)', async () => {
    const user = userEvent.setup();
    uploadServer(() => fail(400, 'bad_request', 'file: the file is empty'));
    const { input } = renderPicker();
    await user.upload(input, new File([''], 'empty.txt', { type: 'text/plain' }));
    expect(await within(filesList()).findByText('file: the file is empty')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('empty.txt was not uploaded. file: the file is empty');
  });

  it('takes a file out with Remove, and its guid out of what the form sends', async () => {
    const user = userEvent.setup();
    uploadServer();
    const { input, lastReport } = renderPicker();
    await user.upload(input, [
      new File(['a'], 'one.pdf', { type: 'application/pdf' }),
      new File(['b'], 'two.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(lastReport().files).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Remove one.pdf' }));
    expect(within(filesList()).getAllByRole('listitem')).toHaveLength(1);
    expect(filesList()).not.toHaveTextContent('one.pdf');
    expect(lastReport()).toEqual({
      files: [{ attachmentGuid: guidOf(2), fileName: 'two.pdf' }],
      isUploading: false,
      hasFailed: false,
    });
    // The keyboard focus goes back to the file input rather than to nowhere.
    expect(input).toHaveFocus();
  });

  it('can be used from the keyboard: the input and each Remove button take the focus in turn', async () => {
    const user = userEvent.setup();
    uploadServer();
    const { input } = renderPicker();
    await user.upload(input, new File(['a'], 'one.pdf', { type: 'application/pdf' }));
    await screen.findByText('Uploaded');
    input.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove one.pdf' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
  });
});
