import type { AuditEntry, Person } from '@client-portal/contract';
import { AuditHistory } from '../../../components/ui/audit-history';
import { useStaff } from '../../../api/get-staff';

/** The ticket's audit trail; assignees are named from the staff list. */
export function TicketHistory({ history, people }: { history: AuditEntry[]; people: Person[] }) {
  const staff = useStaff();
  return <AuditHistory history={history} people={[...(staff.data ?? []), ...people]} />;
}
