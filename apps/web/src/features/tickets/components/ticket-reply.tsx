import { useId, useState, type FormEvent } from 'react';
import {
  nameRefusedFile,
  NO_ATTACHMENTS_PICKED,
  type AttachmentComponents,
  type PickedAttachments,
  WAIT_FOR_UPLOADS,
} from '../../../components/attachment-components';
import { errorIdOf, Field } from '../../../components/ui/field';
import { LazyRichTextEditor } from '../../../components/ui/lazy-rich-text-editor';
import { Spinner } from '../../../components/ui/spinner';
import { useAddReply } from '../api/add-reply';
import { ticketWriteProblem } from '../errors';

export const REPLY_TEXT = {
  heading: 'Reply',
  message: 'Message',
  send: 'Send reply',
  sent: 'Reply sent.',
  empty: 'Write something to send.',
} as const;

interface TicketReplyProps {
  ticketGuid: string;
  AttachmentPicker: AttachmentComponents['Picker'];
}

/** The reply box under the updates: text and files; once sent, the ticket (its status too) and its feed reload. */
export function TicketReply({ ticketGuid, AttachmentPicker }: TicketReplyProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickedAttachments>(NO_ATTACHMENTS_PICKED);
  // A new picker (no files) for each reply sent.
  const [pickerKey, setPickerKey] = useState(0);
  // A problem with the text shows under the editor; a refused or failed call above the button.
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const mutation = useAddReply(ticketGuid);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAnnouncement('');
    if (!text.trim()) {
      setProblem(REPLY_TEXT.empty);
      return;
    }
    setProblem(undefined);
    if (picked.isUploading) {
      setFailure(WAIT_FOR_UPLOADS);
      return;
    }
    setFailure(undefined);
    const attachmentGuids = picked.files.map((file) => file.attachmentGuid);
    mutation.mutate(
      { updateText: text, attachmentGuids },
      {
        onSuccess: () => {
          setText('');
          setPicked(NO_ATTACHMENTS_PICKED);
          setPickerKey((key) => key + 1);
          setAnnouncement(REPLY_TEXT.sent);
        },
        // What was typed and attached stays, to send again.
        onError: (error) => {
          const { field, message } = nameRefusedFile(ticketWriteProblem(error), attachmentGuids, picked.files);
          if (field === 'updateText') setProblem(message);
          else setFailure(message);
        },
      },
    );
  };

  return (
    <section className="mt-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        {REPLY_TEXT.heading}
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
        <Field id={`${id}-text`} label={REPLY_TEXT.message} error={problem} isLabelFor={false}>
          <LazyRichTextEditor
            label={REPLY_TEXT.message}
            value={text}
            onChange={setText}
            isInvalid={Boolean(problem)}
            describedBy={problem ? errorIdOf(`${id}-text`) : undefined}
            isDisabled={mutation.isPending}
          />
        </Field>
        <AttachmentPicker key={pickerKey} onChange={setPicked} isDisabled={mutation.isPending} />
        {failure && (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3">
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending && <Spinner label="Sending" />} {REPLY_TEXT.send}
          </button>
          <span className="text-success" role="status">
            {announcement}
          </span>
        </div>
      </form>
    </section>
  );
}
