import { isStaffRole } from '@client-portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/ui/loading';
import { paths } from '../config/paths';
import { getTwoFactorStatusQueryOptions } from '../features/agency-security/api/get-two-factor-status';
import { useCurrentUser } from '../lib/session';

/**
 * The agency's workspace is for staff and admins; a client who opens one of its addresses goes home. While the
 * admins require two-factor sign-in, staff who have not set it up are sent to their own set-up until they have
 * (the server refuses them the rest of the workspace anyway).
 */
export function RequireStaff() {
  const user = useCurrentUser();
  const isStaff = isStaffRole(user.role);
  const { pathname } = useLocation();
  const twoFactor = useQuery({ ...getTwoFactorStatusQueryOptions(), enabled: isStaff });

  if (!isStaff) return <Navigate to={paths.home} replace />;
  if (twoFactor.isPending) return <Loading />;
  // A failed read is no reason to hold the workspace: each screen reports its own refusal.
  const mustEnrol = twoFactor.isSuccess && twoFactor.data.required && !twoFactor.data.enabled;
  if (mustEnrol && pathname !== paths.agencyAccountSecurity) {
    return <Navigate to={paths.agencyAccountSecurity} replace />;
  }
  return <Outlet />;
}
