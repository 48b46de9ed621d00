/** Spec §4: ticket status badges. */
const TICKET_BADGE: Record<string, string> = {
  new: 'text-bg-info',
  'in-progress': 'text-bg-success',
  'awaiting-customer': 'text-bg-warning',
  completed: 'text-bg-secondary',
  deleted: 'text-bg-secondary',
};

export function TicketStatusBadge({ status }: { status: string }) {
  return <span className={`badge ${TICKET_BADGE[status] ?? 'text-bg-secondary'}`}>{status}</span>;
}

/**
 * Spec §4, the client screens: "active" in a success badge, and any other status as "inactive" (staff see the status
 * itself: features/agency-projects ProjectStatusBadge).
 */
export function ProjectActiveBadge({ status }: { status: string }) {
  const isActive = status === 'active';
  return (
    <span className={`badge ${isActive ? 'text-bg-success' : 'text-bg-secondary'}`}>
      {isActive ? 'active' : 'inactive'}
    </span>
  );
}
