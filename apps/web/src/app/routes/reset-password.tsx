import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form';

/**
 * /login/reset?guid=…: set a new password with the emailed link (spec §2). With `&welcome=1` (an invitation, which
 * the spec does not cover) it is worded for a first password, and setting it signs the person in.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const { login } = useSession();
  const navigate = useNavigate();
  const guid = searchParams.get('guid');
  const isWelcome = searchParams.get('welcome') === '1';
  const title = isWelcome ? 'Set your password' : 'Choose a new password';
  return (
    <>
      <PageTitle title={title} />
      <h2 className="h4 mb-3">{title}</h2>
      {isWelcome && (
        <p className="text-body-secondary">
          Choose the password you will sign in with. You are signed in once it is set.
        </p>
      )}
      {/* A new guid in the URL starts the screen afresh. */}
      <ResetPasswordForm
        key={guid ?? ''}
        guid={guid}
        isWelcome={isWelcome}
        onSignedIn={
          isWelcome
            ? (token) => {
                login(token);
                void navigate(paths.home, { replace: true });
              }
            : undefined
        }
      />
    </>
  );
}
