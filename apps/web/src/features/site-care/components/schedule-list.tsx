import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { useSiteCareSchedules } from '../api/get-site-care-schedules';
import { describeSiteCareError } from '../errors';
import { ScheduleCard } from './schedule-card';
import { SiteCareInfoPanel } from './site-care-info-panel';

/** The client's schedules as cards, or the Site Care info panel when there are none. */
export function ScheduleList() {
  const schedules = useSiteCareSchedules();

  if (schedules.isPending) return <Loading />;
  if (schedules.isError) {
    const { title, message } = describeSiteCareError(schedules.error);
    return <ErrorCard title={title} message={message} />;
  }
  if (schedules.data.length === 0) return <SiteCareInfoPanel />;
  return (
    <ul className="row g-3 list-unstyled">
      {schedules.data.map((schedule) => (
        <li key={schedule.siteCareScheduleGuid} className="col-12 col-sm-6 col-md-4">
          <ScheduleCard schedule={schedule} />
        </li>
      ))}
    </ul>
  );
}
