import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Site Care" />
      <h1 className="h3">Site Care</h1>
    </>
  );
}
