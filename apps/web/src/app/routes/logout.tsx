import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useQueryClient } from '@tanstack/react-query';

export function Component() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    logout();
    // Nothing of the signed-out user stays in memory for the next one.
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }, [logout, navigate, queryClient]);
  return (
    <>
      <PageTitle title="Logging out" />
      <p role="status">Logging you out...</p>
    </>
  );
}
