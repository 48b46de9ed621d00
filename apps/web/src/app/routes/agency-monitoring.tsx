import { PageTitle } from '../../components/ui/page-title';
import { MonitoringList } from '../../features/agency-monitoring/components/monitoring-list';

/** /agency/monitoring: every monitored site of every project, down first. */
export function Component() {
  return (
    <>
      <PageTitle title="Monitoring" />
      <h1 className="h3 mb-3">Monitoring</h1>
      <MonitoringList />
    </>
  );
}
