import { useId, useState, type FormEvent } from 'react';
import {
  nameRefusedFile,
  NO_ATTACHMENTS_PICKED,
  WAIT_FOR_UPLOADS,
  type AttachmentComponents,
  type PickedAttachments,
} from '../../../components/attachment-components';
import { Spinner } from '../../../components/ui/spinner';
import { useAddThreadEntry } from '../api/add-thread-entry';
import { formProblem } from '../../../lib/agency-errors';
import { errorIdOf, Field } from '../../../components/ui/field';
import { LazyRichTextEditor } from '../../../components/ui/lazy-rich-text-editor';
import { THREAD_LABELS } from './ticket-thread';

interface ThreadComposerProps {
  ticketGuid: string;
  AttachmentPicker: AttachmentComponents['Picker'];
}

/** Posts a public update or an internal note, with files; the thread reloads and the editor clears once it is in. */
export function ThreadComposer({ ticketGuid, AttachmentPicker }: ThreadComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickedAttachments>(NO_ATTACHMENTS_PICKED);
  // A new picker (no files) for each entry posted.
  const [pickerKey, setPickerKey] = useState(0);
  // Spec-less default: Public update. The choice stays after posting, so a run of notes stays internal.
  const [isInternal, setIsInternal] = useState(false);
  // A problem with the text shows under the editor; a failed call (403, 5xx, network) above the button.
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const mutation = useAddThreadEntry(ticketGuid);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem('Write something to post.');
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
      { updateText: text, internal: isInternal, attachmentGuids },
      {
        onSuccess: () => {
          setText('');
          setPicked(NO_ATTACHMENTS_PICKED);
          setPickerKey((key) => key + 1);
        },
        onError: (error) => {
          const { field, message } = nameRefusedFile(formProblem(error), attachmentGuids, picked.files);
          if (field === 'updateText') setProblem(message);
          else setFailure(message);
        },
      },
    );
  };

  return (
    <section className="mb-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        Add to the thread
      </h2>
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
        <Field id={`${id}-text`} label="Message" error={problem} isLabelFor={false}>
          <LazyRichTextEditor
            label="Message"
            value={text}
            onChange={setText}
            isInvalid={Boolean(problem)}
            describedBy={problem ? errorIdOf(`${id}-text`) : undefined}
            isDisabled={mutation.isPending}
          />
        </Field>
        <AttachmentPicker key={pickerKey} onChange={setPicked} isDisabled={mutation.isPending} />
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
        {failure && (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Posting" />} Post
        </button>
      </form>
    </section>
  );
}
