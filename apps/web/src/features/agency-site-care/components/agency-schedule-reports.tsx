import type { AgencyReportListItem } from '@client-portal/contract';
import { FIRST_REPORT_MONTH, ReportMonth } from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { errorIdOf } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { useCreateReport } from '../api/create-report';
import { useAgencyScheduleReports } from '../api/get-agency-schedule-reports';
import { currentMonth, monthName, monthShort } from '../utils/month';
import { ReportStateBadge } from './report-state-badge';
import { ordinal } from '../../../lib/ordinal';

const SCHEDULE_NOT_FOUND = {
  title: 'Schedule not found',
  message: 'There is no Site Care schedule at this address.',
};

/** /agency/sitecare/schedules/{scheduleGuid}: the schedule's reports, newest first, and "New report for …". */
export function AgencyScheduleReports({ scheduleGuid }: { scheduleGuid: string }) {
  const schedule = useAgencyScheduleReports(scheduleGuid);

  if (schedule.isPending) {
    return (
      <>
        <PageTitle title="Site Care reports" />
        <Loading />
      </>
    );
  }
  if (schedule.isError) {
    const { title, message } = agencyLoadError(schedule.error, SCHEDULE_NOT_FOUND);
    return (
      <>
        <PageTitle title={title} />
        <h1 className="visually-hidden">Site Care reports</h1>
        <ErrorCard title={title} message={message} />
        <Link to={paths.agencySiteCare}>Back to Site Care</Link>
      </>
    );
  }

  const data = schedule.data;
  const heading = `Site Care reports for ${data.domainName}`;
  const reports = [...data.reports].sort((a, b) => b.month.localeCompare(a.month));
  return (
    <>
      <PageTitle title={heading} />
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to={paths.agencySiteCare}>Site Care</Link>
      </nav>
      <h1 className="h3 text-break">{heading}</h1>
      <p className="text-body-secondary">
        {data.projectGuid ? (
          <Link to={paths.agencyProject(data.projectGuid)}>{data.projectName ?? 'Project'}</Link>
        ) : (
          'No project'
        )}{' '}
        · day {ordinal(data.siteCareDay)} · {data.status}
      </p>
      <NewReportForm scheduleGuid={data.siteCareScheduleGuid} reports={reports} />
      <section aria-label="Reports">
        {reports.length === 0 ? (
          <p className="text-muted">No reports yet.</p>
        ) : (
          <>
            <p className="small text-body-secondary">
              {reports.length} {reports.length === 1 ? 'report' : 'reports'}
            </p>
            <ReportsTable reports={reports} />
          </>
        )}
      </section>
    </>
  );
}

function ReportsTable({ reports }: { reports: AgencyReportListItem[] }) {
  return (
    <div className="table-responsive">
      <table className="ticket-table table table-hover align-middle">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">State</th>
            <th scope="col">Completed</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.siteCareReportGuid}>
              <td className="ticket-table-number">
                <Link to={paths.agencyReport(report.siteCareReportGuid)}>{monthShort(report.month)}</Link>
              </td>
              <td className="ticket-table-status">
                <ReportStateBadge completedDateTime={report.completedDateTime} />
              </td>
              <td className="ticket-table-extra" data-label="Completed">
                {report.completedDateTime ? formatDate(report.completedDateTime, DATE_FORMATS.date) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface NewReportFormProps {
  scheduleGuid: string;
  /** The schedule's reports: a month that has one offers to open it instead (one report a month). */
  reports: { month: string; siteCareReportGuid: string }[];
}

/**
 * A month input (this month to start with, no later) and "New report for {Month yyyy}", after which the draft opens;
 * for a month that has its report, "Open the report for {Month yyyy}".
 */
function NewReportForm({ scheduleGuid, reports }: NewReportFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateReport();
  const thisMonth = currentMonth();
  const [month, setMonth] = useState(thisMonth);
  const [problem, setProblem] = useState<string>();
  const isMonth = ReportMonth.safeParse(month).success;
  const existing = isMonth ? reports.find((report) => report.month === month) : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The month input gives "" or yyyy-MM, which compare as text.
    if (month && month > thisMonth) {
      setProblem(`Choose ${monthName(thisMonth)} or an earlier month.`);
      return;
    }
    if (month && month < FIRST_REPORT_MONTH) {
      setProblem(`Choose ${monthName(FIRST_REPORT_MONTH)} or a later month.`);
      return;
    }
    if (!isMonth) {
      setProblem('Choose a month.');
      return;
    }
    setProblem(undefined);
    create.mutate(
      { scheduleGuid, month },
      {
        onSuccess: (report) => void navigate(paths.agencyReport(report.siteCareReportGuid)),
        onError: (error) => setProblem(formProblem(error).message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New report" className="card card-body mb-4">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label htmlFor={`${id}-month`} className="form-label small mb-1">
            Month
          </label>
          <input
            id={`${id}-month`}
            type="month"
            className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
            value={month}
            min={FIRST_REPORT_MONTH}
            max={thisMonth}
            onChange={(event) => {
              setMonth(event.target.value);
              setProblem(undefined);
            }}
            {...(problem ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(`${id}-month`) } : {})}
          />
        </div>
        {existing ? (
          <Link className="btn btn-sm btn-outline-primary" to={paths.agencyReport(existing.siteCareReportGuid)}>
            Open the report for {monthName(month)}
          </Link>
        ) : (
          <button type="submit" className="btn btn-sm btn-primary" disabled={create.isPending}>
            {create.isPending && <Spinner label="Creating" />} New report for {isMonth ? monthName(month) : 'the month'}
          </button>
        )}
      </div>
      {problem && (
        <div id={errorIdOf(`${id}-month`)} className="invalid-feedback d-block" role="alert">
          {problem}
        </div>
      )}
    </form>
  );
}
