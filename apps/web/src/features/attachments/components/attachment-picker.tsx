import { formatFileSize, MAX_ATTACHMENTS_PER_MESSAGE, type Attachment } from '@client-portal/contract';
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent } from 'react';
import type { AttachmentPickerProps } from '../../../components/attachment-components';
import { portalConfig } from '../../../config/portal-config';
import { uploadAttachment } from '../api/upload-attachment';
import { uploadErrorMessage } from '../errors';

type PickedFile = { key: number; name: string; sizeBytes: number } & (
  { state: 'uploading' } | { state: 'uploaded'; attachment: Attachment } | { state: 'failed'; message: string }
);

/** MB as formatFileSize counts them, so a file shown as "25.1 MB" is over a 25 MB limit. */
const BYTES_PER_MB = 1_000_000;

const PICKER_TEXT = {
  label: 'Attach files',
  hint: (maxMb: number) => `Up to ${MAX_ATTACHMENTS_PER_MESSAGE} files, each at most ${maxMb} MB.`,
  tooLarge: (name: string, sizeBytes: number, maxMb: number) =>
    `${name} is ${formatFileSize(sizeBytes)}: a file can be at most ${maxMb} MB.`,
  tooMany: (name: string) => `${name} was not added: a message can carry at most ${MAX_ATTACHMENTS_PER_MESSAGE} files.`,
  uploading: 'Uploading...',
  uploaded: 'Uploaded',
  remove: 'Remove',
  // What the picker's live region says of each file.
  announceUploading: (name: string) => `Uploading ${name}...`,
  announceUploaded: (name: string) => `${name} uploaded.`,
  announceFailed: (name: string, message: string) => `${name} was not uploaded. ${message}`,
} as const;

/** The live region keeps its latest messages only: a screen reader reads each as it is added. */
const ANNOUNCEMENTS_KEPT = MAX_ATTACHMENTS_PER_MESSAGE;

/**
 * Files for a new ticket or a reply: each uploads as soon as it is chosen, and the form sends only their guids.
 * A file over the size limit, or past the count limit, is refused here rather than after a long upload.
 */
export function AttachmentPicker({ onChange, isDisabled = false }: AttachmentPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const uploads = useRef(new Map<number, AbortController>());
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const nextAnnouncementKey = useRef(0);
  const [announcements, setAnnouncements] = useState<{ key: number; text: string }[]>([]);
  const maxMb = portalConfig.attachmentMaxMb;

  const report = useEffectEvent((picked: PickedFile[]) =>
    onChange({
      files: picked.flatMap((file) =>
        file.state === 'uploaded' ? [{ attachmentGuid: file.attachment.attachmentGuid, fileName: file.name }] : [],
      ),
      isUploading: picked.some((file) => file.state === 'uploading'),
      hasFailed: picked.some((file) => file.state === 'failed'),
    }),
  );
  useEffect(() => report(files), [files]);

  // A form left (or sent) mid-upload: the uploads still running are of no use to anyone.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  // One live region that stays in the DOM: a status element that appears or is replaced with the file's state is
  // not announced. Each message is added, so one file's news does not cut off another's.
  const announce = (...texts: string[]) =>
    setAnnouncements((current) =>
      [...current, ...texts.map((text) => ({ key: nextAnnouncementKey.current++, text }))].slice(-ANNOUNCEMENTS_KEPT),
    );

  const settle = (
    key: number,
    outcome: { state: 'uploaded'; attachment: Attachment } | { state: 'failed'; message: string },
  ) => setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...outcome } : file)));

  const upload = (key: number, file: File) => {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    uploadAttachment(file, controller.signal)
      .then(
        (attachment) => {
          settle(key, { state: 'uploaded', attachment });
          announce(PICKER_TEXT.announceUploaded(file.name));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = uploadErrorMessage(error);
          settle(key, { state: 'failed', message });
          announce(PICKER_TEXT.announceFailed(file.name, message));
        },
      )
      .finally(() => uploads.current.delete(key));
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Choosing the same file again is a new choice.
    event.target.value = '';
    let room = MAX_ATTACHMENTS_PER_MESSAGE - files.filter((file) => file.state !== 'failed').length;
    const refused: string[] = [];
    const accepted: { key: number; file: File }[] = [];
    for (const file of chosen) {
      if (file.size > maxMb * BYTES_PER_MB) refused.push(PICKER_TEXT.tooLarge(file.name, file.size, maxMb));
      else if (room <= 0) refused.push(PICKER_TEXT.tooMany(file.name));
      else {
        room -= 1;
        accepted.push({ key: nextKey.current++, file });
      }
    }
    setRefusals(refused);
    if (accepted.length === 0) return;
    setFiles((current) => [
      ...current,
      ...accepted.map(({ key, file }) => ({ key, name: file.name, sizeBytes: file.size, state: 'uploading' as const })),
    ]);
    announce(...accepted.map(({ file }) => PICKER_TEXT.announceUploading(file.name)));
    for (const { key, file } of accepted) upload(key, file);
  };

  const onRemove = (key: number) => {
    uploads.current.get(key)?.abort();
    setFiles((current) => current.filter((file) => file.key !== key));
    setRefusals([]);
    // The Remove button is gone: keyboard focus goes back to the file input.
    inputRef.current?.focus();
  };

  const hintId = `${id}-hint`;
  const refusalsId = `${id}-refusals`;
  return (
    <div className="mb-3">
      <label htmlFor={`${id}-input`} className="form-label">
        {PICKER_TEXT.label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        multiple
        className="form-control"
        aria-describedby={refusals.length ? `${hintId} ${refusalsId}` : hintId}
        onChange={onPick}
        disabled={isDisabled}
      />
      <div id={hintId} className="form-text">
        {PICKER_TEXT.hint(maxMb)}
      </div>
      {refusals.length > 0 && (
        <div id={refusalsId} className="alert alert-warning py-2 mt-2 mb-0" role="alert">
          {refusals.map((refusal, index) => (
            <p key={index} className="mb-0 text-break">
              {refusal}
            </p>
          ))}
        </div>
      )}
      {files.length > 0 && (
        <ul className="list-group mt-2" aria-label="Files to send">
          {files.map((file) => (
            <li key={file.key} className="list-group-item d-flex flex-wrap align-items-center column-gap-2 row-gap-1">
              <span className="text-break me-auto">
                {file.name}{' '}
                <span className="text-body-secondary small text-nowrap">({formatFileSize(file.sizeBytes)})</span>
              </span>
              {file.state === 'uploading' && (
                <span className="text-body-secondary small text-nowrap">
                  <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
                  {PICKER_TEXT.uploading}
                </span>
              )}
              {file.state === 'uploaded' && <span className="text-success small">{PICKER_TEXT.uploaded}</span>}
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={`${PICKER_TEXT.remove} ${file.name}`}
                onClick={() => onRemove(file.key)}
                disabled={isDisabled}
              >
                {PICKER_TEXT.remove}
              </button>
              {file.state === 'failed' && <div className="w-100 small text-danger text-break">{file.message}</div>}
            </li>
          ))}
        </ul>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="false">
        {announcements.map((announcement) => (
          <p key={announcement.key}>{announcement.text}</p>
        ))}
      </div>
    </div>
  );
}
