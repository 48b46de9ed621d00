import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageTitle } from '../../components/ui/page-title';
import { AlertSettings } from '../../features/agency-alerts/components/alert-settings';

/** /agency/monitoring/alerts: who is told when a site goes down, and how; what was delivered. */
export function Component() {
  return (
    <>
      <PageTitle title="Alerts" />
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to={paths.agencyMonitoring}>Monitoring</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            Alerts
          </li>
        </ol>
      </nav>
      <h1 className="h3 mb-3">Alerts</h1>
      <AlertSettings />
    </>
  );
}
