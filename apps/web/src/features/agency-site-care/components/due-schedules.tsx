import type { DueSchedule } from '@client-portal/contract';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { useCreateReport } from '../api/create-report';
import { useDueSchedules } from '../api/get-due-schedules';
import { monthName } from '../utils/month';
import { ordinal } from '../../../lib/ordinal';

/** The Site Care screen's first view: schedules whose report this month is not completed by their day. */
export function DueSchedules() {
  const id = useId();
  const due = useDueSchedules();
  const create = useCreateReport();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();

  const onCreate = (schedule: DueSchedule) => {
    setProblem(undefined);
    create.mutate(
      { scheduleGuid: schedule.siteCareScheduleGuid, month: schedule.month },
      {
        onSuccess: (report) => void navigate(paths.agencyReport(report.siteCareReportGuid)),
        onError: (error) => setProblem(formProblem(error).message),
      },
    );
  };

  return (
    <section className="mb-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        Due
      </h2>
      {due.isPending ? (
        <Loading />
      ) : due.isError ? (
        <ErrorCard {...agencyLoadError(due.error)} />
      ) : due.data.length === 0 ? (
        <p className="text-muted">Nothing is due: every report this month is completed or not due yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="ticket-table table align-middle">
            <thead>
              <tr>
                <th scope="col">Domain</th>
                <th scope="col">Report</th>
                <th scope="col">Project</th>
                <th scope="col">Day</th>
              </tr>
            </thead>
            <tbody>
              {due.data.map((schedule) => (
                <tr key={schedule.siteCareScheduleGuid}>
                  <td className="ticket-table-number text-break">
                    <Link to={paths.agencySchedule(schedule.siteCareScheduleGuid)}>{schedule.domainName}</Link>
                  </td>
                  <td className="ticket-table-status">
                    {schedule.draftReportGuid ? (
                      <Link
                        className="btn btn-sm btn-outline-primary"
                        to={paths.agencyReport(schedule.draftReportGuid)}
                        aria-label={`Open draft for ${schedule.domainName}`}
                      >
                        Open draft
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={create.isPending}
                        aria-label={`New report for ${monthName(schedule.month)} for ${schedule.domainName}`}
                        onClick={() => onCreate(schedule)}
                      >
                        {create.isPending && create.variables.scheduleGuid === schedule.siteCareScheduleGuid && (
                          <Spinner label="Creating" />
                        )}{' '}
                        New report for {monthName(schedule.month)}
                      </button>
                    )}
                  </td>
                  <td className="ticket-table-extra" data-label="Project">
                    {schedule.projectGuid ? (
                      <Link to={paths.agencyProject(schedule.projectGuid)}>{schedule.projectName ?? 'Project'}</Link>
                    ) : (
                      <span className="text-body-secondary">None</span>
                    )}
                  </td>
                  <td className="ticket-table-extra" data-label="Day">
                    {ordinal(schedule.siteCareDay)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {problem && (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      )}
    </section>
  );
}
