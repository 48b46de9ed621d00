import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/**
 * Spec §2: the authentication guard. The page asked for goes along to /login in the history entry's state (the
 * address stays /login), so a link from an email opens its ticket once the person has signed in.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { token, user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) {
    return (
      <p role="status" className="p-4">
        Loading...
      </p>
    );
  }
  if (!token || !user) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children ?? <Outlet />;
}
