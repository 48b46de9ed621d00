import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { SavedReplyPickerProps } from '../../../components/saved-reply-picker';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { paths } from '../../../config/paths';
import { formProblem } from '../../../lib/agency-errors';
import { fillSavedReply, useSavedReplies } from '../api/saved-replies';

/**
 * Finds a saved reply by its title as one types (Down/Up, Enter inserts) and adds it to the composer, its
 * placeholders filled from the ticket by the server.
 */
export function SavedReplyPicker({ ticketGuid, onInsert, isDisabled = false }: SavedReplyPickerProps) {
  const id = useId();
  const replies = useSavedReplies();
  const [text, setText] = useState('');
  const [isFilling, setFilling] = useState(false);
  const [problem, setProblem] = useState<string>();
  const wanted = text.trim().toLowerCase();
  const options = replies.data
    ?.filter((reply) => reply.title.toLowerCase().includes(wanted))
    .map((reply) => ({ value: reply.replyGuid, label: reply.title, detail: reply.shared ? 'Shared' : 'Only you' }));
  return (
    <div className="mb-2">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
          <SearchCombobox
            id={`${id}-saved`}
            label="Insert a saved reply"
            placeholder="Type to find a saved reply"
            text={text}
            onTextChange={setText}
            options={options}
            isLoading={replies.isPending || isFilling}
            isError={replies.isError}
            noMatch={replies.data?.length === 0 ? 'No saved replies yet.' : 'No saved reply has that in its title.'}
            isDisabled={isDisabled || isFilling}
            size="sm"
            onPick={(option) => {
              setFilling(true);
              setProblem(undefined);
              fillSavedReply(option.value, ticketGuid)
                .then(({ body }) => {
                  onInsert(body);
                  setText('');
                })
                .catch((error: unknown) => setProblem(formProblem(error).message))
                .finally(() => setFilling(false));
            }}
          />
        </div>
        <Link className="small mb-1" to={paths.agencySavedReplies}>
          Manage saved replies
        </Link>
      </div>
      {problem && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
