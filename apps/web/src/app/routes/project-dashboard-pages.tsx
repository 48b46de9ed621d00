import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Dashboard pages" />
      <h1 className="h3">Dashboard pages</h1>
    </>
  );
}
