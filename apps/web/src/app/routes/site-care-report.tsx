import { useParams } from 'react-router';
import { SiteCareReportView } from '../../features/site-care/components/site-care-report-view';

export function Component() {
  const { siteCareReportGuid = '' } = useParams();
  return <SiteCareReportView key={siteCareReportGuid} reportGuid={siteCareReportGuid} />;
}
