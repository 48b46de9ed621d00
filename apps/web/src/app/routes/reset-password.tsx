import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form';

/** /login/reset?guid=…: set a new password with the emailed link (spec §2). */
export function Component() {
  const [searchParams] = useSearchParams();
  const guid = searchParams.get('guid');
  return (
    <>
      <PageTitle title="Choose a new password" />
      <h2 className="h4 mb-3">Choose a new password</h2>
      {/* A new guid in the URL starts the screen afresh. */}
      <ResetPasswordForm key={guid ?? ''} guid={guid} />
    </>
  );
}
