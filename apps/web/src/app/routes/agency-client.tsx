import { useParams } from 'react-router';
import { ClientDetail } from '../../features/agency-clients/components/client-detail';

/** /agency/clients/{userGuid}: one client's account, projects and history. */
export function Component() {
  const { userGuid = '' } = useParams();
  return <ClientDetail key={userGuid} userGuid={userGuid} />;
}
