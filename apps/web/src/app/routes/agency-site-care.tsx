import { PageTitle } from '../../components/ui/page-title';
import { SchedulesList } from '../../features/agency-projects/components/schedules-list';
import { DueSchedules } from '../../features/agency-site-care/components/due-schedules';

/** /agency/sitecare: what is due this month first, then every project's schedule. */
export function Component() {
  return (
    <>
      <PageTitle title="Site Care" />
      <h1 className="h3 mb-3">Site Care</h1>
      <DueSchedules />
      <SchedulesList />
    </>
  );
}
