import { isStaffRole, type CurrentUser } from '@client-portal/contract';
import { paths } from '../config/paths';

/**
 * Where "New ticket" leads: a client opens a ticket on their own project; staff (on no project themselves) raise one
 * on a client's behalf in the workspace.
 */
export function newTicketPath(user: Pick<CurrentUser, 'role'>, projectGuid?: string): string {
  if (isStaffRole(user.role)) return projectGuid ? paths.agencyNewTicketFor(projectGuid) : paths.agencyNewTicket;
  return projectGuid ? paths.newTicketFor(projectGuid) : paths.newTicket;
}
