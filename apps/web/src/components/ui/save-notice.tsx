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
