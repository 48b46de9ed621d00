import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Project" />
      <h1 className="h3">Project</h1>
    </>
  );
}
