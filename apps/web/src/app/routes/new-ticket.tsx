import { isStaffRole } from '@client-portal/contract';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { attachmentComponents } from '../../features/attachments/components/attachment-components';
import { NewTicketForm } from '../../features/tickets/components/new-ticket-form';
import { useCurrentUser } from '../../lib/session';
import { newTicketPath } from '../new-ticket-path';

/** /tickets/new[?projectGuid=]: a client opens a ticket on one of their projects, with files if need be. */
export function Component() {
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  const projectGuid = searchParams.get('projectGuid') ?? undefined;
  // Staff are on no project themselves: they raise a ticket on a client's behalf in the workspace.
  if (isStaffRole(user.role)) return <Navigate to={newTicketPath(user, projectGuid)} replace />;
  return (
    <>
      <PageTitle title="New ticket" />
      <h1 className="h3 mb-3">New ticket</h1>
      <div className="row">
        <div className="col-12 col-xl-8">
          <NewTicketForm
            memberGuid={user.memberGUID}
            initialProjectGuid={projectGuid}
            AttachmentPicker={attachmentComponents.Picker}
          />
        </div>
      </div>
    </>
  );
}
