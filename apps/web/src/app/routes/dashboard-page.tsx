import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Dashboard page" />
      <h1 className="h3">Dashboard page</h1>
    </>
  );
}
