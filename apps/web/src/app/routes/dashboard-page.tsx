import { useParams } from 'react-router';
import { DashboardPageView } from '../../features/dashboard-pages/components/dashboard-page-view';

/** Spec §2 /dashboardpages/{dashboardPageGuid}: one embedded dashboard page. */
export function Component() {
  const { dashboardPageGuid = '' } = useParams();
  return <DashboardPageView dashboardPageGuid={dashboardPageGuid} />;
}
