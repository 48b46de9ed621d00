import { Spinner } from './spinner';

interface FormButtonsProps {
  submitLabel: string;
  isPending: boolean;
  /** Shown beside the submit button when given (an edit that can be left). */
  onCancel?: () => void;
  submitId?: string;
}

/** A form's submit button (a spinner while saving) and, when it can be left, Cancel. */
export function FormButtons({ submitLabel, isPending, onCancel, submitId }: FormButtonsProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <button id={submitId} type="submit" className="btn btn-primary" disabled={isPending}>
        {isPending && <Spinner label="Saving" />} {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
