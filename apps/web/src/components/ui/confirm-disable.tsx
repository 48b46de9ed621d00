import { ConfirmAction } from './confirm-action';

export const DISABLE_WARNING = 'They are signed out at once and cannot sign in.';

/** The question before disabling an account (a client's or a staff member's). */
export function ConfirmDisable({
  name,
  onConfirm,
  onCancel,
}: {
  /** Who is being disabled, as the question names them. */
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmAction
      question={`Disable ${name}?`}
      warning={DISABLE_WARNING}
      confirmLabel="Yes, disable"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
