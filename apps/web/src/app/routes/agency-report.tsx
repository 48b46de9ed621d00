import { useParams } from 'react-router';
import { ReportDetail } from '../../features/agency-site-care/components/report-detail';

/** /agency/sitecare/reports/{reportGuid}: the report form, Complete / Reopen, preview and history. */
export function Component() {
  const { reportGuid = '' } = useParams();
  return <ReportDetail key={reportGuid} reportGuid={reportGuid} />;
}
