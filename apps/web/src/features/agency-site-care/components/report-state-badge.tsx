/** Draft until completed; the client sees a report's cards only once it is completed. */
export function ReportStateBadge({ completedDateTime }: { completedDateTime: string | null }) {
  return completedDateTime ? (
    <span className="badge text-bg-success">Completed</span>
  ) : (
    <span className="badge text-bg-warning">Draft</span>
  );
}
