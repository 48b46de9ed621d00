import { useRef, useState } from 'react';
import { ConfirmAction } from './confirm-action';

interface RemoveButtonProps {
  /** The button's name to screen readers ("Remove Casey Client"), beside other rows' buttons. */
  label: string;
  /** Asked before removing ("Remove Casey Client from Acme Website Redesign?"). */
  question: string;
  warning?: string;
  /** This item's removal is being saved. */
  isPending: boolean;
  /** Another removal is being saved. */
  isBusy: boolean;
  onRemove: () => void;
}

/** "Remove" in a list of people or projects: asks first, and Cancel gives the focus back to the button. */
export function RemoveButton({ label, question, warning, isPending, isBusy, onRemove }: RemoveButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (isConfirming || isPending) {
    return (
      <ConfirmAction
        question={question}
        warning={warning}
        confirmLabel="Yes, remove"
        pendingLabel="Removing"
        isPending={isPending}
        className="mb-0 w-100"
        onConfirm={() => {
          setIsConfirming(false);
          onRemove();
        }}
        onCancel={() => {
          setIsConfirming(false);
          requestAnimationFrame(() => buttonRef.current?.focus());
        }}
      />
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className="btn btn-sm btn-outline-danger"
      aria-label={label}
      disabled={isBusy}
      onClick={() => setIsConfirming(true)}
    >
      Remove
    </button>
  );
}
