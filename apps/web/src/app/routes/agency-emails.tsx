import { PageTitle } from '../../components/ui/page-title';
import { EmailsList } from '../../features/agency-emails/components/emails-list';

/** /agency/emails: mail to the support address the portal could not place itself, for staff to sort. */
export function Component() {
  return (
    <>
      <PageTitle title="Email to sort" />
      <h1 className="h3 mb-3">Email to sort</h1>
      <EmailsList />
    </>
  );
}
