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
