import { PageTitle } from '../../components/ui/page-title';
import { GetResetLinkForm } from '../../features/password-reset/components/get-reset-link-form';

/** /login/getresetlink: request a reset link by email (spec §2). */
export function Component() {
  return (
    <>
      <PageTitle title="Reset password" />
      <h2 className="h4 mb-3">Reset password</h2>
      <GetResetLinkForm />
    </>
  );
}
