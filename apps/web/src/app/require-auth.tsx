import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';

/** Spec §2: the authentication guard. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { token, user, isLoading } = useSession();
  if (isLoading) {
    return (
      <p role="status" className="p-4">
        Loading...
      </p>
    );
  }
  if (!token || !user) return <Navigate to={paths.login} replace />;
  return children ?? <Outlet />;
}
