import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Tickets" />
      <h1 className="h3">Tickets</h1>
    </>
  );
}
