import { ProjectsList } from '../../features/agency-projects/components/projects-list';

/** /agency/projects[?status=]: every project, filtered by status. */
export function Component() {
  return <ProjectsList />;
}
