import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageTitle } from '../../components/ui/page-title';
import { MonitoringList } from '../../features/agency-monitoring/components/monitoring-list';

/** /agency/monitoring: every monitored site of every project, down first. */
export function Component() {
  return (
    <>
      <PageTitle title="Monitoring" />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Monitoring</h1>
        <Link to={paths.agencyAlerts} className="btn btn-outline-primary">
          Alert settings
        </Link>
      </div>
      <MonitoringList />
    </>
  );
}
