import { PageTitle } from '../../components/ui/page-title';
import { useSession } from '../../lib/session';
import { ApiTokensCard } from '../../features/agency-api-tokens/components/api-tokens-card';
import { HelpdeskSettingsForm } from '../../features/agency-helpdesk/components/helpdesk-settings-form';
import { TwoFactorRuleCard } from '../../features/agency-security/components/two-factor-rule-card';
import { StaffSettings } from '../../features/agency-settings/components/staff-settings';

/** /agency/settings (admins): staff accounts, the two-factor rule, the helpdesk and API tokens; staff get the API's refusal. */
export function Component() {
  const { user } = useSession();
  return (
    <>
      <PageTitle title="Settings" />
      <h1 className="h3 mb-3">Settings</h1>
      <StaffSettings />
      <TwoFactorRuleCard />
      <HelpdeskSettingsForm isAdmin={user?.role === 'admin'} />
      <ApiTokensCard />
    </>
  );
}
