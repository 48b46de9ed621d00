import { SAVED_REPLY_PLACEHOLDERS, type SavedReply } from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { ErrorCard } from '../../../components/ui/error-card';
import { Field, TextField } from '../../../components/ui/field';
import { LazyRichTextEditor } from '../../../components/ui/lazy-rich-text-editor';
import { Loading } from '../../../components/ui/loading';
import { RemoveButton } from '../../../components/ui/remove-button';
import { RichText } from '../../../components/ui/rich-text';
import { FormButtons } from '../../../components/ui/form-buttons';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { useChangeSavedReply, useCreateSavedReply, useRemoveSavedReply, useSavedReplies } from '../api/saved-replies';

const PLACEHOLDER_HINT = `Placeholders are filled in from the ticket when the reply is inserted: ${SAVED_REPLY_PLACEHOLDERS.map(
  (name) => `{{${name}}}`,
).join(', ')}.`;

interface ReplyFormProps {
  initial?: SavedReply;
  submitLabel: string;
  isPending: boolean;
  /** Saves the form's values; a refusal comes back as `error`. */
  onSave: (values: { title: string; body: string; shared: boolean }) => void;
  error: unknown;
  onCancel?: () => void;
}

/** A saved reply's title, text (with placeholders) and whether every staff member may use it. */
function ReplyForm({ initial, submitLabel, isPending, onSave, error, onCancel }: ReplyFormProps) {
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [shared, setShared] = useState(initial?.shared ?? true);
  const problem = error ? formProblem(error) : undefined;
  const fieldError = (name: string) => (problem?.field === name ? problem.message : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ title, body, shared });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={initial ? `Edit ${initial.title}` : 'New saved reply'}>
      {problem && !problem.field && (
        <div className="alert alert-danger" role="alert">
          {problem.message}
        </div>
      )}
      <TextField
        id={`${id}-title`}
        label="Title"
        value={title}
        maxLength={200}
        error={fieldError('title')}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Field id={`${id}-body`} label="Text" error={fieldError('body')} hint={PLACEHOLDER_HINT} isLabelFor={false}>
        <LazyRichTextEditor
          label="Text"
          value={body}
          onChange={setBody}
          isInvalid={Boolean(fieldError('body'))}
          describedBy={`${id}-body-hint`}
          isDisabled={isPending}
        />
      </Field>
      <div className="form-check mb-3">
        <input
          id={`${id}-shared`}
          className="form-check-input"
          type="checkbox"
          checked={shared}
          onChange={(event) => setShared(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-shared`}>
          Shared with every staff member
        </label>
      </div>
      <FormButtons submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} />
    </form>
  );
}

function ReplyItem({ reply }: { reply: SavedReply }) {
  const [isEditing, setEditing] = useState(false);
  const change = useChangeSavedReply(reply.replyGuid);
  const remove = useRemoveSavedReply(reply.replyGuid);
  return (
    <li className="card mb-3">
      <div className="card-body">
        {isEditing ? (
          <ReplyForm
            initial={reply}
            submitLabel="Save changes"
            isPending={change.isPending}
            error={change.error}
            onCancel={() => setEditing(false)}
            onSave={(values) => change.mutate(values, { onSuccess: () => setEditing(false) })}
          />
        ) : (
          <>
            <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
              <h2 className="h6 mb-1">{reply.title}</h2>
              <span className="badge text-bg-light border">{reply.shared ? 'Shared' : 'Only you'}</span>
            </div>
            <RichText html={reply.body} className="mb-2" />
            {reply.createdBy && <p className="small text-body-secondary mb-2">By {reply.createdBy}</p>}
            {remove.error !== null && (
              <div className="alert alert-danger py-2" role="alert">
                {formProblem(remove.error).message}
              </div>
            )}
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                aria-label={`Edit ${reply.title}`}
                onClick={() => setEditing(true)}
              >
                Edit
              </button>
              <RemoveButton
                label={`Remove ${reply.title}`}
                question={`Remove the saved reply “${reply.title}”?`}
                isPending={remove.isPending}
                isBusy={false}
                onRemove={() => remove.mutate()}
              />
            </div>
          </>
        )}
      </div>
    </li>
  );
}

/** /agency/saved-replies: the replies staff insert into tickets, shared or their own. */
export function SavedRepliesManager() {
  const replies = useSavedReplies();
  const create = useCreateSavedReply();
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="row">
      <div className="col-12 col-xl-8">
        <section className="mb-4" aria-labelledby="new-saved-reply">
          <h2 id="new-saved-reply" className="h5">
            New saved reply
          </h2>
          <ReplyForm
            key={formKey}
            submitLabel="Save reply"
            isPending={create.isPending}
            error={create.error}
            onSave={(values) =>
              create.mutate(values, {
                onSuccess: () => {
                  create.reset();
                  setFormKey((key) => key + 1);
                },
              })
            }
          />
        </section>
        <section aria-labelledby="saved-replies-list">
          <h2 id="saved-replies-list" className="h5">
            Your saved replies
          </h2>
          {replies.isPending ? (
            <Loading />
          ) : replies.isError ? (
            <ErrorCard {...agencyLoadError(replies.error)} />
          ) : replies.data.length === 0 ? (
            <p className="text-body-secondary">
              No saved replies yet. Save the answers you write often, and insert them into any ticket.
            </p>
          ) : (
            <ul className="list-unstyled" aria-label="Saved replies">
              {replies.data.map((reply) => (
                <ReplyItem key={reply.replyGuid} reply={reply} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
