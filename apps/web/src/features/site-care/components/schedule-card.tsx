import type { SiteCareSchedule } from '@client-portal/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ordinal } from '../../../lib/ordinal';

/** Spec §4: only an "active" schedule gets a badge; other statuses are not shown. */
const isActive = (status: string) => status === 'active';

export function ScheduleCard({ schedule }: { schedule: SiteCareSchedule }) {
  return (
    <article className="card h-100">
      <div className="card-body">
        <h2 className="h5 card-title d-flex flex-wrap align-items-center gap-2">
          <Link to={paths.scheduleReports(schedule.siteCareScheduleGuid)} className="text-break">
            {schedule.domainName}
          </Link>
          {isActive(schedule.status) && <span className="badge text-bg-success">active</span>}
        </h2>
        <dl className="row mb-0 small">
          <dt className="col-8 fw-normal">Site care day of month</dt>
          <dd className="col-4 mb-1 text-end fw-semibold">{ordinal(schedule.siteCareDay)}</dd>
          <dt className="col-8 fw-normal">Reports</dt>
          <dd className="col-4 mb-0 text-end fw-semibold">{schedule.countOfSiteCareReports}</dd>
        </dl>
      </div>
    </article>
  );
}
