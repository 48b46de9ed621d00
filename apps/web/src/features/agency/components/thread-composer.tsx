import { useId, useRef, useState, type FormEvent } from 'react';
import { useHelpdeskSettings } from '../../../api/get-helpdesk-settings';
import { useShortcuts } from '../../../lib/shortcuts';
import type { AttachmentComponents } from '../../../components/attachment-components';
import type { SavedReplyPickerComponent } from '../../../components/saved-reply-picker';
import { MessageDraftFields, useMessageDraft } from '../../../components/message-draft';
import { Spinner } from '../../../components/ui/spinner';
import { useAddThreadEntry } from '../api/add-thread-entry';
import { formProblem } from '../../../lib/agency-errors';
import { THREAD_LABELS } from './ticket-thread';

interface ThreadComposerProps {
  ticketGuid: string;
  AttachmentPicker: AttachmentComponents['Picker'];
  /** Inserts saved replies (the page composes the saved-replies feature). */
  SavedReplyPicker?: SavedReplyPickerComponent;
}

/**
 * Posts a public update or an internal note, with files; the thread reloads and the editor clears once it is in. It
 * starts on the side the agency chose (public unless the admins made notes the default); the button says which side
 * it posts to, so a note is never sent to the client by accident. `r` writes a public update, `n` a note.
 */
export function ThreadComposer({ ticketGuid, AttachmentPicker, SavedReplyPicker }: ThreadComposerProps) {
  const id = useId();
  const draft = useMessageDraft('Write something to post.');
  const settings = useHelpdeskSettings();
  // The person's own choice, once made, stays after posting: a run of notes stays internal.
  const [chosenInternal, setIsInternal] = useState<boolean>();
  const isInternal = chosenInternal ?? settings.data?.composerDefault === 'internal';
  const mutation = useAddThreadEntry(ticketGuid);
  const sectionRef = useRef<HTMLElement>(null);
  const write = (internal: boolean) => {
    setIsInternal(internal);
    sectionRef.current?.scrollIntoView?.({ block: 'nearest' });
    sectionRef.current?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
  };
  useShortcuts({ r: () => write(false), n: () => write(true) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const attachmentGuids = draft.toSend();
    if (!attachmentGuids) return;
    mutation.mutate(
      { updateText: draft.text, internal: isInternal, attachmentGuids },
      {
        onSuccess: draft.clear,
        onError: (error) => draft.showRefusal(formProblem(error), attachmentGuids),
      },
    );
  };

  return (
    <section ref={sectionRef} className="mb-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        Add to the thread
      </h2>
      {SavedReplyPicker && (
        <SavedReplyPicker
          ticketGuid={ticketGuid}
          isDisabled={mutation.isPending}
          // After what is written: a reply inserted into an empty composer is the whole message.
          onInsert={(html) => draft.setText(draft.text.trim() ? `${draft.text}${html}` : html)}
        />
      )}
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
        <MessageDraftFields
          id={`${id}-text`}
          label="Message"
          draft={draft}
          AttachmentPicker={AttachmentPicker}
          isDisabled={mutation.isPending}
        />
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">Post as</legend>
          <div className="form-check form-check-inline">
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-visibility`}
              id={`${id}-public`}
              checked={!isInternal}
              onChange={() => setIsInternal(false)}
            />
            <label className="form-check-label" htmlFor={`${id}-public`}>
              {THREAD_LABELS.public}
            </label>
          </div>
          <div className="form-check form-check-inline">
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-visibility`}
              id={`${id}-internal`}
              checked={isInternal}
              onChange={() => setIsInternal(true)}
            />
            <label className="form-check-label" htmlFor={`${id}-internal`}>
              {THREAD_LABELS.internal}
            </label>
          </div>
          <div className="form-text">
            {isInternal ? 'Only the agency’s staff see internal notes.' : 'The client sees public updates.'}
          </div>
        </fieldset>
        {draft.failure && (
          <div className="alert alert-danger" role="alert">
            {draft.failure}
          </div>
        )}
        <button
          type="submit"
          className={`btn ${isInternal ? 'btn-warning' : 'btn-primary'}`}
          disabled={mutation.isPending}
        >
          {mutation.isPending && <Spinner label="Posting" />} {isInternal ? 'Post internal note' : 'Post public update'}
        </button>
      </form>
    </section>
  );
}
