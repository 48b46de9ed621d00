import type { Attachment } from '@client-portal/contract';
import { useEffect } from 'react';
import type { AttachmentComponents, PickedFile } from '../components/attachment-components';

/** Files and stand-ins the screen tests share (test-only: never imported by app code). */

export const attachment = (overrides: Partial<Attachment> = {}): Attachment => ({
  attachmentGuid: 'a77ac4e0-0001-4a5b-8c6d-500000000001',
  fileName: 'brief.pdf',
  contentType: 'application/pdf',
  sizeBytes: 240_000,
  ...overrides,
});

/**
 * The attachments feature's components as a screen tested on its own receives them: the list names each file, the
 * picker is left out. The pages' tests use the real ones.
 */
export const attachmentStubs: AttachmentComponents = {
  List: ({ attachments }) =>
    attachments.length ? (
      <ul aria-label="Attachments">
        {attachments.map((file) => (
          <li key={file.attachmentGuid}>{file.fileName}</li>
        ))}
      </ul>
    ) : null,
  Picker: () => null,
};

/** A picker stand-in that reports files already uploaded: for a form's tests of what it sends and what is refused. */
export function pickerWithFiles(files: PickedFile[]): AttachmentComponents['Picker'] {
  return function PickerWithFiles({ onChange }) {
    useEffect(() => onChange({ files, isUploading: false, hasFailed: false }), [onChange]);
    return null;
  };
}

/** A file of a given size, without allocating it. */
export function fileOfSize(name: string, sizeBytes: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}
