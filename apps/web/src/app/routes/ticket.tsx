import { PageTitle } from '../../components/ui/page-title';

export function Component() {
  return (
    <>
      <PageTitle title="Ticket" />
      <h1 className="h3">Ticket</h1>
    </>
  );
}
