import { Link } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { useProject } from '../../../api/get-project';
import { useProjectTickets } from '../../../api/get-project-tickets';
import { projectTicketsError, TICKET_LIST_MESSAGES } from '../errors';
import { TicketList } from './ticket-list';

interface ProjectTicketsProps {
  projectGuid: string;
  /** Where "New ticket" leads (staff raise one in the workspace). */
  newTicketPath: string;
}

/** /tickets/project/{projectGuid}: heading "Tickets for {project name}" and the project's tickets. */
export function ProjectTickets({ projectGuid, newTicketPath }: ProjectTicketsProps) {
  // The project call gives the name even when the project has no tickets.
  const project = useProject(projectGuid);
  const tickets = useProjectTickets(projectGuid);
  const error = project.error ?? tickets.error;
  const heading = project.data ? `Tickets for ${project.data.projectDto.name}` : 'Tickets';

  let content;
  if (error) {
    const { title, message } = projectTicketsError(error);
    content = <ErrorCard title={title} message={message} />;
  } else if (project.isSuccess && tickets.isSuccess) {
    content = <TicketList tickets={tickets.data} emptyMessage={TICKET_LIST_MESSAGES.noneAtTheMoment} />;
  } else {
    content = <Loading text={TICKET_LIST_MESSAGES.loading} />;
  }

  return (
    <>
      <PageTitle title={heading} />
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0 text-break">{heading}</h1>
        {!error && (
          <Link className="btn btn-sm btn-primary" to={newTicketPath}>
            New ticket
          </Link>
        )}
      </div>
      {content}
    </>
  );
}
