import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="My Projects" />
      <h1 className="h3">My Projects</h1>
    </>
  );
}
