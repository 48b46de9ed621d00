import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <h1 className="h3">My projects</h1>
    </>
  );
}
