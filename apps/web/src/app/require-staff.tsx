import { isStaffRole } from '@client-portal/contract';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { useCurrentUser } from '../lib/session';

/** The agency's workspace is for staff and admins; a client who opens one of its addresses goes home. */
export function RequireStaff() {
  const user = useCurrentUser();
  return isStaffRole(user.role) ? <Outlet /> : <Navigate to={paths.home} replace />;
}
