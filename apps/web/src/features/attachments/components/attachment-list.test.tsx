import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachment } from '../../../test/attachments';
import { fail, mockApi, type Answer } from '../../../test/mock-api';
import { AttachmentList } from './attachment-list';

const PDF = attachment();
const PNG = attachment({
  attachmentGuid: 'a77ac4e0-0002-4a5b-8c6d-500000000002',
  fileName: 'homepage.png',
  contentType: 'image/png',
  sizeBytes: 830_000,
});
const SVG = attachment({
  attachmentGuid: 'a77ac4e0-0003-4a5b-8c6d-500000000003',
  fileName: 'logo.svg',
  contentType: 'image/svg+xml',
  sizeBytes: 12_000,
});
const HTML = attachment({
  attachmentGuid: 'a77ac4e0-0004-4a5b-8c6d-500000000004',
  fileName: 'page.html',
  contentType: 'text/html',
  sizeBytes: 2_400_000,
});

const pathOf = (file: typeof PDF) => `/api/attachments/${file.attachmentGuid}`;
const bytes = (): Answer => ({ status: 200, body: 'file contents' });

const { createObjectURL, revokeObjectURL } = URL;
let objectUrls: string[];
beforeEach(() => {
  window.localStorage.setItem('jwt_token', 'stored.token.sig');
  objectUrls = [];
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:http://localhost/${objectUrls.length + 1}`;
    objectUrls.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  // Unmounted first: a preview revokes its URL as it goes.
  cleanup();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('AttachmentList', () => {
  it('lists each file as a button "fileName (size)"', () => {
    mockApi({ [pathOf(PNG)]: 'never' });
    render(<AttachmentList attachments={[PDF, PNG]} />);
    const list = screen.getByRole('list', { name: 'Attachments' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'brief.pdf (240 kB)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'homepage.png (830 kB)' })).toBeInTheDocument();
  });

  it('shows nothing when there are no files', () => {
    const { container } = render(<AttachmentList attachments={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('downloads a file with the bearer token and saves it under its name', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ [pathOf(PDF)]: bytes() });
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    render(<AttachmentList attachments={[PDF]} />);

    await user.click(screen.getByRole('button', { name: 'brief.pdf (240 kB)' }));

    await waitFor(() => expect(saved).toEqual([{ href: objectUrls[0], download: 'brief.pdf' }]));
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(String(input)).toBe(pathOf(PDF));
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer stored.token.sig');
    // Saved as plain bytes, whatever the file is: never opened in this origin.
    expect(vi.mocked(URL.createObjectURL).mock.calls[0]![0]).toHaveProperty('type', 'application/octet-stream');
  });

  it('shows why a download failed, in the server’s words', async () => {
    const user = userEvent.setup();
    mockApi({ [pathOf(PDF)]: fail(404, 'not_found', 'Attachment not found.') });
    render(<AttachmentList attachments={[PDF]} />);
    await user.click(screen.getByRole('button', { name: 'brief.pdf (240 kB)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download brief.pdf: Attachment not found.');
  });

  it('previews a PNG through the authenticated fetch, and revokes its object URL when it goes', async () => {
    const fetchMock = mockApi({ [pathOf(PNG)]: bytes() });
    const { unmount } = render(<AttachmentList attachments={[PNG]} />);
    const button = screen.getByRole('button', { name: 'homepage.png (830 kB)' });
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull());
    const img = button.querySelector('img')!;
    expect(img).toHaveAttribute('src', objectUrls[0]);
    expect(img).toHaveAttribute('alt', '');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer stored.token.sig');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(objectUrls[0]);
  });

  it('never previews SVG or HTML: they are only ever downloaded', async () => {
    const fetchMock = mockApi({ [pathOf(PNG)]: bytes(), [pathOf(SVG)]: bytes(), [pathOf(HTML)]: bytes() });
    render(<AttachmentList attachments={[SVG, HTML, PNG]} />);
    const png = screen.getByRole('button', { name: 'homepage.png (830 kB)' });
    await waitFor(() => expect(png.querySelector('img')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'logo.svg (12 kB)' }).querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'page.html (2.4 MB)' }).querySelector('img')).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(document.querySelector('iframe, object, embed')).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([pathOf(PNG)]);
  });
});
