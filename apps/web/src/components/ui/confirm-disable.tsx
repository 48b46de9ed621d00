import { useEffect, useId, useRef } from 'react';

export const DISABLE_WARNING = 'They are signed out at once and cannot sign in.';

interface ConfirmDisableProps {
  /** Who is being disabled, as the question names them. */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before disabling an account; its buttons take the focus, Escape cancels. */
export function ConfirmDisable({ name, onConfirm, onCancel }: ConfirmDisableProps) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-warning`}
      className="alert alert-warning mb-0"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={`${id}-question`} className="fw-semibold mb-1">
        Disable {name}?
      </p>
      <p id={`${id}-warning`} className="mb-2">
        {DISABLE_WARNING}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button ref={confirmRef} type="button" className="btn btn-sm btn-danger" onClick={onConfirm}>
          Yes, disable
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
