/** What saving a form led to: saved, nothing to save, or why it was refused. */
export type SaveNotice = { kind: 'saved' } | { kind: 'unchanged' } | { kind: 'problem'; message: string };

/** A form's answer to Save, under its fields: read out as it appears. */
export function SaveNoticeText({ notice }: { notice: SaveNotice | undefined }) {
  if (notice?.kind === 'saved') {
    return (
      <p className="text-success" role="status">
        Changes saved.
      </p>
    );
  }
  if (notice?.kind === 'unchanged') {
    return (
      <p className="text-body-secondary" role="status">
        There are no changes to save.
      </p>
    );
  }
  if (notice?.kind === 'problem') {
    return (
      <div className="alert alert-danger" role="alert">
        {notice.message}
      </div>
    );
  }
  return null;
}

/**
 * A form's notice once the person edits again or Save finds a field to correct: "Changes saved" and "no changes" no
 * longer hold; a refusal (or a conflict to reload) still does.
 */
export const pastOutcome = <N extends { kind: string }>(notice: N | undefined): N | undefined =>
  notice?.kind === 'saved' || notice?.kind === 'unchanged' ? undefined : notice;

interface SaveChangeOptions<C, A> {
  /** Whether the change holds nothing to save (by default: no field at all). */
  isEmpty?: (change: C) => boolean;
  /** The mutation's `mutate`. */
  mutate: (change: C, callbacks: { onSuccess: (answer: A) => void; onError: (error: unknown) => void }) => void;
  setNotice: (notice: { kind: 'saved' } | { kind: 'unchanged' } | undefined) => void;
  /** The saved answer becomes the form's starting point. */
  onSaved: (answer: A) => void;
  /** The refusal, at the field it names or above the button. */
  onRefused: (error: unknown) => void;
}

/** Saves what a form changed: "There are no changes to save", or the change, then "Changes saved" or the refusal. */
export function saveChange<C extends object, A>(
  change: C,
  { isEmpty = (c) => Object.keys(c).length === 0, mutate, setNotice, onSaved, onRefused }: SaveChangeOptions<C, A>,
) {
  if (isEmpty(change)) {
    setNotice({ kind: 'unchanged' });
    return;
  }
  setNotice(undefined);
  mutate(change, {
    onSuccess: (answer) => {
      onSaved(answer);
      setNotice({ kind: 'saved' });
    },
    onError: onRefused,
  });
}
