import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { useScheduleReports } from '../api/get-schedule-reports';
import { useSiteCareSchedule } from '../api/get-site-care-schedule';
import { describeSiteCareError } from '../errors';
import { ReportCard } from './report-card';

const countText = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;

/** Spec §2 "Site Care reports for a schedule": heading with the schedule's domain, a count, a grid of cards. */
export function ScheduleReports({ scheduleGuid }: { scheduleGuid: string }) {
  const schedule = useSiteCareSchedule(scheduleGuid);
  const reports = useScheduleReports(scheduleGuid);

  if (schedule.isError || reports.isError) {
    const { title, message } = describeSiteCareError(schedule.error ?? reports.error);
    return (
      <>
        <PageTitle title="Site Care Reports" />
        <ErrorCard title={title} message={message} />
      </>
    );
  }
  if (schedule.isPending || reports.isPending) {
    return (
      <>
        <PageTitle title="Site Care Reports" />
        <Loading />
      </>
    );
  }

  const heading = `Site Care Reports for ${schedule.data.domainName}`;
  return (
    <>
      <PageTitle title={heading} />
      <h1 className="h3 text-break">{heading}</h1>
      <p className="text-body-secondary">{countText(reports.data.length)}</p>
      {reports.data.length === 0 ? (
        <p>No reports yet.</p>
      ) : (
        <ul className="row g-3 list-unstyled">
          {reports.data.map((report) => (
            <li key={report.siteCareReportGuid} className="col-12 col-sm-6 col-md-4 col-xl-3">
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
