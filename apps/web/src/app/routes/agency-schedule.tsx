import { useParams } from 'react-router';
import { AgencyScheduleReports } from '../../features/agency-site-care/components/agency-schedule-reports';

/** /agency/sitecare/schedules/{scheduleGuid}: the schedule's reports and "New report for …". */
export function Component() {
  const { scheduleGuid = '' } = useParams();
  return <AgencyScheduleReports key={scheduleGuid} scheduleGuid={scheduleGuid} />;
}
