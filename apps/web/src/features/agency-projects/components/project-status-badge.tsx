/**
 * Staff see a project's own status word (the client screens show any non-active one as "inactive":
 * components/ui/status-badge.tsx ProjectActiveBadge).
 */
const BADGE: Record<string, string> = {
  active: 'text-bg-success',
  paused: 'text-bg-warning',
  archived: 'text-bg-secondary',
};

export function ProjectStatusBadge({ status }: { status: string }) {
  return <span className={`badge ${BADGE[status] ?? 'text-bg-secondary'}`}>{status}</span>;
}
