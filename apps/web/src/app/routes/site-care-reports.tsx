import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Site Care Reports" />
      <h1 className="h3">Site Care Reports</h1>
    </>
  );
}
