import { PageTitle } from '../../components/ui/page-title';
import { TwoFactorSettings } from '../../features/agency-security/components/two-factor-settings';

/** /agency/account/security: each staff member's own two-factor sign-in. */
export function Component() {
  return (
    <>
      <PageTitle title="Two-factor sign-in" />
      <h1 className="h3 mb-3">Two-factor sign-in</h1>
      <div className="col-lg-8 px-0">
        <TwoFactorSettings />
      </div>
    </>
  );
}
