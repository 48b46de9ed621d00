import { PageTitle } from '../../components/ui/page-title';
import { NewProjectForm } from '../../features/agency-projects/components/new-project-form';

/** /agency/projects/new: add a project; its page opens next. */
export function Component() {
  return (
    <>
      <PageTitle title="New project" />
      <h1 className="h3 mb-3">New project</h1>
      <div className="row">
        <div className="col-12 col-xl-8">
          <NewProjectForm />
        </div>
      </div>
    </>
  );
}
