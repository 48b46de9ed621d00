import { useEffect, useId, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';

interface ConfirmRemoveProps {
  /** "Remove …?" and what follows from it. */
  question: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before something of the project goes: its first button takes the focus, Escape cancels. */
export function ConfirmRemove({ question, isPending, onConfirm, onCancel }: ConfirmRemoveProps) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className="alert alert-warning mt-2 mb-0 py-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={`${id}-question`} className="fw-semibold mb-2">
        {question}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button
          ref={confirmRef}
          type="button"
          className="btn btn-sm btn-danger"
          onClick={onConfirm}
          disabled={isPending}
        >
          {isPending && <Spinner label="Removing" />} Yes, remove
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
