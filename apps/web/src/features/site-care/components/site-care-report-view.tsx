import type { SiteCareReport } from '@client-portal/contract';
import { Link } from 'react-router';
import { reportMonthOf, reportPdfFileName } from '../../../api/download-report-pdf';
import { ReportPdfButton, ReportPdfFailure, useReportPdf } from '../../../components/report-pdf';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { useSiteCareReport } from '../api/get-site-care-report';
import { describeSiteCareError, REPORT_FETCH_FAILED } from '../errors';
import { CompletedReport } from './completed-report';

const NOT_COMPLETED_MESSAGE = 'This report has not been fully completed. Please check back soon.';

const pdfFileName = (report: SiteCareReport | undefined) =>
  report ? reportPdfFileName(report.domainName, reportMonthOf(report.createdDateTime)) : '';

/** Spec §2 "Site Care report": the monthly report, or the not-completed note. */
export function SiteCareReportView({ reportGuid }: { reportGuid: string }) {
  const report = useSiteCareReport(reportGuid);
  const pdf = useReportPdf(reportGuid, pdfFileName(report.data));

  if (report.isPending) {
    return (
      <>
        <PageTitle title="Site Care" />
        <Loading />
      </>
    );
  }
  if (report.isError) {
    const { title, message } = describeSiteCareError(report.error, REPORT_FETCH_FAILED);
    return (
      <>
        <PageTitle title="Site Care" />
        <ErrorCard title={title} message={message}>
          <Link className="card-link d-inline-block mt-2" to={paths.siteCareSchedules}>
            Back to Site Care
          </Link>
        </ErrorCard>
      </>
    );
  }

  const data = report.data;
  const title = `Site Care: ${data.domainName} ${formatDate(data.createdDateTime, DATE_FORMATS.yearMonth)}`;
  const isCompleted = data.completedDateTime !== null;
  return (
    <article className="site-care-report">
      <PageTitle title={title} />
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <h1 className="h3 text-break mb-0">{title}</h1>
        {isCompleted && (
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline-secondary btn-sm no-print" onClick={() => window.print()}>
              Print
            </button>
            {/* Not in the spec: the same report as a PDF, made by the server. */}
            <ReportPdfButton pdf={pdf} className="btn btn-outline-secondary btn-sm no-print" />
          </div>
        )}
      </div>
      <ReportPdfFailure pdf={pdf} className="no-print" />
      {isCompleted ? <CompletedReport report={data} /> : <p className="alert alert-info">{NOT_COMPLETED_MESSAGE}</p>}
      <Link className="btn btn-outline-primary mt-3 no-print" to={paths.scheduleReports(data.siteCareScheduleGuid)}>
        Back
      </Link>
    </article>
  );
}
