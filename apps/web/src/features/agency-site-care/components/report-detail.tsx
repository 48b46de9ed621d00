import { useState } from 'react';
import { Link } from 'react-router';
import { reportPdfFileName } from '../../../api/download-report-pdf';
import { ReportPdfButton, ReportPdfFailure, useReportPdf } from '../../../components/report-pdf';
import { AuditHistory } from '../../../components/ui/audit-history';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { useReport } from '../api/get-report';
import { monthName } from '../utils/month';
import { ReportActions } from './report-actions';
import { ReportForm } from './report-form';
import { ReportStateBadge } from './report-state-badge';
import { useLeaveGuard } from '../../../components/use-leave-guard';

export const REPORT_NOT_FOUND = { title: 'Report not found', message: 'There is no Site Care report at this address.' };

const FIELD_LABELS: Record<string, string> = {
  comments: 'summary',
  siteHealth: 'site health',
  miscellaneous: 'ad hoc work',
  offsiteBackupConfirmed: 'offsite backup made',
  visualCheckConfirmed: 'visual site check done',
  completedDateTime: 'completed',
};

/** /agency/sitecare/reports/{reportGuid}: the report's form, Complete or Reopen, the preview link and the history. */
export function ReportDetail({ reportGuid }: { reportGuid: string }) {
  const reportQuery = useReport(reportGuid);
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);
  // Preview or the breadcrumb would otherwise drop what was typed since the last Save.
  useLeaveGuard(hasUnsavedChanges);
  const pdf = useReportPdf(
    reportGuid,
    reportQuery.data ? reportPdfFileName(reportQuery.data.domainName, reportQuery.data.month) : '',
  );

  if (reportQuery.data === undefined) {
    if (reportQuery.isError) {
      const { title, message } = agencyLoadError(reportQuery.error, REPORT_NOT_FOUND);
      return (
        <>
          <PageTitle title={title} />
          <h1 className="visually-hidden">Site Care report</h1>
          <ErrorCard title={title} message={message} />
          <Link to={paths.agencySiteCare}>Back to Site Care</Link>
        </>
      );
    }
    return (
      <>
        <PageTitle title="Site Care report" />
        <Loading />
      </>
    );
  }

  const report = reportQuery.data;
  const heading = `Site Care report: ${report.domainName}, ${monthName(report.month)}`;
  return (
    <article>
      <PageTitle title={heading} />
      <nav aria-label="Breadcrumb" className="small mb-2 d-flex flex-wrap gap-2">
        <Link to={paths.agencySiteCare}>Site Care</Link>
        <span aria-hidden="true">/</span>
        <Link to={paths.agencySchedule(report.siteCareScheduleGuid)}>Reports for {report.domainName}</Link>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 text-break">{heading}</h1>
        <ReportStateBadge completedDateTime={report.completedDateTime} />
      </div>
      <p className="text-body-secondary">
        {report.completedDateTime
          ? `Completed on ${formatDate(report.completedDateTime, DATE_FORMATS.date)}: the client sees it. Reopen it to change it.`
          : 'Draft: the client sees “not fully completed” until it is completed.'}
        {report.projectGuid && (
          <>
            {' '}
            Project: <Link to={paths.agencyProject(report.projectGuid)}>{report.projectName ?? 'Project'}</Link>.
          </>
        )}
      </p>
      <div className="d-flex flex-wrap align-items-start gap-2">
        <ReportActions report={report} hasUnsavedChanges={hasUnsavedChanges} />
        <Link className="btn btn-outline-secondary" to={paths.agencyReportPreview(report.siteCareReportGuid)}>
          Preview as client
        </Link>
        {/* A draft too (marked so by the server): to check it before completing it. */}
        <ReportPdfButton pdf={pdf} className="btn btn-outline-secondary" />
      </div>
      <ReportPdfFailure pdf={pdf} />
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          <ReportForm report={report} onDirtyChange={setHasUnsavedChanges} />
        </div>
        <div className="col-12 col-xl-4">
          <AuditHistory history={report.history} people={[]} fieldLabels={FIELD_LABELS} />
        </div>
      </div>
    </article>
  );
}
