import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { insertEvent } from '../../features/auth/api/insert-event';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../lib/session';

/** The token's subject is the member GUID; the event records it (the server trusts the token, not this). */
function subjectOf(token: string): string | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/**
 * The reset screen is a chunk of its own, not loaded with /login. Fetched as soon as the user points at its link,
 * so a click shows it at once instead of leaving the login form on screen while it loads.
 */
const preloadResetScreen = () => void import('./get-reset-link');

/** The signed-in page the guard sent the person here from (require-auth.tsx), if any: a path of this site. */
function pageAskedFor(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) {
    return undefined;
  }
  return from;
}

export function Component() {
  const { login } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const onSuccess = (token: string) => {
    login(token);
    void insertEvent({ eventTypeName: 'LoggedIn', token, userGuid: subjectOf(token), description: 'Client signed in' });
    // Spec §2: on to /home, unless a signed-in page was asked for (a link in an email).
    // The router shows a navigation's failure on the page it leads to: nothing to wait for here.
    void navigate(pageAskedFor(location.state) ?? paths.home, { replace: true });
  };
  return (
    <>
      <PageTitle title="Login" />
      <LoginForm onSuccess={onSuccess} onResetLinkIntent={preloadResetScreen} />
    </>
  );
}
