import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { queryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session';

export function Component() {
  const { logout } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    // Nothing of the signed-out user stays in memory for the next one.
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  }, [logout, navigate]);
  return (
    <>
      <PageTitle title="Logging out" />
      <p role="status">Logging you out...</p>
    </>
  );
}
