import { PageTitle } from '../../components/ui/page-title';

/** Not built yet. */
export function Component() {
  return <PageTitle title="agency-projects" />;
}
