import { PageTitle } from '../../components/ui/page-title';
import { TwoFactorRuleCard } from '../../features/agency-security/components/two-factor-rule-card';
import { StaffSettings } from '../../features/agency-settings/components/staff-settings';

/** /agency/settings (admins): staff accounts and the two-factor rule; staff get the API's refusal. */
export function Component() {
  return (
    <>
      <PageTitle title="Settings" />
      <h1 className="h3 mb-3">Settings</h1>
      <StaffSettings />
      <TwoFactorRuleCard />
    </>
  );
}
