import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { attachmentComponents } from '../../features/attachments/components/attachment-components';
import { NewAgencyTicketForm } from '../../features/agency/components/new-agency-ticket-form';

/** /agency/tickets/new[?projectGuid=]: staff raise a ticket on behalf of a project's user. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle title="New ticket" />
      <h1 className="h3 mb-3">New ticket</h1>
      <div className="row">
        <div className="col-12 col-xl-8">
          <NewAgencyTicketForm
            initialProjectGuid={searchParams.get('projectGuid') ?? undefined}
            AttachmentPicker={attachmentComponents.Picker}
          />
        </div>
      </div>
    </>
  );
}
