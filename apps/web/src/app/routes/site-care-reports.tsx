import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { ScheduleList } from '../../features/site-care/components/schedule-list';
import { ScheduleReports } from '../../features/site-care/components/schedule-reports';

/** Serves /sitecarereports/schedule/{scheduleGuid} and, with no schedule (left open by the spec), a schedule picker. */
export function Component() {
  const { scheduleGuid } = useParams();
  if (scheduleGuid) return <ScheduleReports key={scheduleGuid} scheduleGuid={scheduleGuid} />;
  return (
    <>
      <PageTitle title="Site Care Reports" />
      <h1 className="h3">Site Care Reports</h1>
      <p className="text-body-secondary">Choose a Site Care schedule to see its reports.</p>
      <ScheduleList />
    </>
  );
}
