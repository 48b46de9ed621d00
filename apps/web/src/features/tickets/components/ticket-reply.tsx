import { useId, useState, type FormEvent } from 'react';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { MessageDraftFields, useMessageDraft } from '../../../components/message-draft';
import { Spinner } from '../../../components/ui/spinner';
import { useAddReply } from '../api/add-reply';
import { ticketWriteProblem } from '../errors';

const REPLY_TEXT = {
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
  const draft = useMessageDraft(REPLY_TEXT.empty);
  const [announcement, setAnnouncement] = useState('');
  const mutation = useAddReply(ticketGuid);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAnnouncement('');
    const attachmentGuids = draft.toSend();
    if (!attachmentGuids) return;
    mutation.mutate(
      { updateText: draft.text, attachmentGuids },
      {
        onSuccess: () => {
          draft.clear();
          setAnnouncement(REPLY_TEXT.sent);
        },
        onError: (error) => draft.showRefusal(ticketWriteProblem(error), attachmentGuids),
      },
    );
  };

  return (
    <section className="mt-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        {REPLY_TEXT.heading}
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
        <MessageDraftFields
          id={`${id}-text`}
          label={REPLY_TEXT.message}
          draft={draft}
          AttachmentPicker={AttachmentPicker}
          isDisabled={mutation.isPending}
        />
        {draft.failure && (
          <div className="alert alert-danger" role="alert">
            {draft.failure}
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
