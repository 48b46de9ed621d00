import { useRef, useState } from 'react';
import { DATE_FORMATS, formatDate } from '../lib/format';
import { ConfirmAction } from './ui/confirm-action';
import { Spinner } from './ui/spinner';

/** What the workspace says once an invitation (a link to set a password) is sent. */
export const invitationMessage = (sentTo: string, expiresAt: string) =>
  `Invitation sent to ${sentTo} (valid until ${formatDate(expiresAt, DATE_FORMATS.dateTime)}).`;

interface AccountActionsProps {
  /** Whose account: the question before disabling names them, and so does each button in a table row. */
  name: string;
  isDisabled: boolean;
  /** The account's new state is being saved: the toggle shows it. */
  isSaving: boolean;
  /** Another change of the account is being saved: the toggle waits for it. */
  isBusy?: boolean;
  isSending: boolean;
  /**
   * Enabled, with no password set yet: the invitation can be sent again (a person who has one resets it from the login
   * screen; a disabled account is enabled first).
   */
  canResendInvitation: boolean;
  /** In a table row: small buttons, each naming the person. */
  compact?: boolean;
  /** Saves the new state, then calls `settled`, which gives the focus back to the toggle. */
  onSetDisabled: (disabled: boolean, settled: () => void) => void;
  onInvite: () => void;
}

/** Disable (after a question) or enable an account, and send a new invitation while it has no password. */
export function AccountActions({
  name,
  isDisabled,
  isSaving,
  isBusy = false,
  isSending,
  canResendInvitation,
  compact = false,
  onSetDisabled,
  onInvite,
}: AccountActionsProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusToggle = () => toggleRef.current?.focus();
  const setDisabled = (disabled: boolean) => {
    setIsConfirming(false);
    onSetDisabled(disabled, focusToggle);
  };

  if (isConfirming) {
    return (
      <ConfirmAction
        question={`Disable ${name}?`}
        warning="They are signed out at once and cannot sign in."
        confirmLabel="Yes, disable"
        onConfirm={() => setDisabled(true)}
        onCancel={() => {
          setIsConfirming(false);
          // The question's buttons go away: the focus returns to the button that asked it.
          requestAnimationFrame(focusToggle);
        }}
      />
    );
  }
  const size = compact ? ' btn-sm' : '';
  // In a table row each button names the person to screen readers, in text, so that a spinner's label is read too.
  const whose = (prefix: string) =>
    compact && (
      <>
        {' '}
        <span className="visually-hidden">{`${prefix}${name}`}</span>
      </>
    );
  const toggle = isDisabled ? 'Enable' : 'Disable';
  return (
    <div className="d-flex flex-wrap gap-2">
      <button
        ref={toggleRef}
        type="button"
        className={`btn${size} ${isDisabled ? 'btn-outline-success' : 'btn-outline-danger'}`}
        disabled={isSaving || isBusy}
        onClick={() => (isDisabled ? setDisabled(false) : setIsConfirming(true))}
      >
        {isSaving && <Spinner label="Saving" />} {toggle}
        {whose('')}
      </button>
      {canResendInvitation && (
        <button
          type="button"
          className={`btn${size} btn-outline-primary text-nowrap`}
          disabled={isSending}
          onClick={onInvite}
        >
          {isSending && <Spinner label="Sending" />} Resend invitation
          {whose('to ')}
        </button>
      )}
    </div>
  );
}
