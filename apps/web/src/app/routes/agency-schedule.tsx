import { useParams } from 'react-router';
import { ScheduleReports } from '../../features/agency-site-care/components/schedule-reports';

/** /agency/sitecare/schedules/{scheduleGuid}: the schedule's reports and "New report for …". */
export function Component() {
  const { scheduleGuid = '' } = useParams();
  return <ScheduleReports key={scheduleGuid} scheduleGuid={scheduleGuid} />;
}
