import { useEffect, useId, useRef } from 'react';
import { Spinner } from './spinner';

interface ConfirmActionProps {
  /** The question ("Remove …?"), which names the group. */
  question: string;
  /** What follows from saying yes, read with the question. */
  warning?: string;
  /** The confirming button: "Yes, remove". */
  confirmLabel: string;
  /** While the action runs: its button is disabled and shows a spinner with this label ("Removing"). */
  pendingLabel?: string;
  isPending?: boolean;
  variant?: 'danger' | 'warning';
  /** Spacing around the question, for where it stands. */
  className?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before an action that cannot simply be undone: its first button takes the focus, Escape cancels. */
export function ConfirmAction({
  question,
  warning,
  confirmLabel,
  pendingLabel,
  isPending = false,
  variant = 'danger',
  className = 'mb-0',
  onConfirm,
  onCancel,
}: ConfirmActionProps) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      aria-describedby={warning ? `${id}-warning` : undefined}
      className={`alert alert-warning ${className}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={`${id}-question`} className={`fw-semibold ${warning ? 'mb-1' : 'mb-2'}`}>
        {question}
      </p>
      {warning && (
        <p id={`${id}-warning`} className="mb-2">
          {warning}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          ref={confirmRef}
          type="button"
          className={`btn btn-sm btn-${variant}`}
          onClick={onConfirm}
          disabled={isPending}
        >
          {isPending && pendingLabel && <Spinner label={pendingLabel} />} {confirmLabel}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
