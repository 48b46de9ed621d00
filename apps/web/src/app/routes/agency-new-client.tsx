import { PageTitle } from '../../components/ui/page-title';
import { NewClientForm } from '../../features/agency-clients/components/new-client-form';

/** /agency/clients/new: add a client user, grant projects, send the invitation. */
export function Component() {
  return (
    <>
      <PageTitle title="New client" />
      <h1 className="h3 mb-3">New client</h1>
      <div className="row">
        <div className="col-12 col-xl-8">
          <NewClientForm />
        </div>
      </div>
    </>
  );
}
