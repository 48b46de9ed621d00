import type { ProjectListItem } from '@client-portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProjectActiveBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';

/** Spec §2 Home: name, status badge, open-ticket and Site Care counts, and a "View project" link. */
export function ProjectCard({ project }: { project: ProjectListItem }) {
  const titleId = useId();
  return (
    <article className="card h-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column">
        <div className="d-flex align-items-start justify-content-between gap-2 mb-3">
          <h2 id={titleId} className="h5 card-title mb-0 text-break">
            {project.name}
          </h2>
          <ProjectActiveBadge status={project.status} />
        </div>
        <dl className="row row-cols-2 g-0 mb-3 text-center">
          <div className="col border-end">
            <dt className="small text-body-secondary fw-normal">Tickets</dt>
            <dd className="fs-4 fw-semibold mb-0">{project.countOfOpenTickets}</dd>
          </div>
          <div className="col">
            <dt className="small text-body-secondary fw-normal">Site Care</dt>
            <dd className="fs-4 fw-semibold mb-0">{project.countOfSiteCareReports}</dd>
          </div>
        </dl>
        <Link to={paths.project(project.projectGuid)} className="btn btn-outline-primary mt-auto align-self-start">
          View project<span className="visually-hidden">: {project.name}</span>
        </Link>
      </div>
    </article>
  );
}
