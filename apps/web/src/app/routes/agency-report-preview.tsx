import { SiteCareReport, type AgencyReport } from '@client-portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { getReportUptimeQueryOptions } from '../../api/get-report-uptime';
import { ErrorCard } from '../../components/ui/error-card';
import { Loading } from '../../components/ui/loading';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { agencyLoadError } from '../../lib/agency-errors';
import { useReport } from '../../features/agency-site-care/api/get-report';
import { REPORT_NOT_FOUND } from '../../features/agency-site-care/components/report-detail';
import { getSiteCareReportQueryOptions } from '../../features/site-care/api/get-site-care-report';
import { SiteCareReportView } from '../../features/site-care/components/site-care-report-view';

export const PREVIEW_BANNERS = {
  completed: 'Preview: this is what the client sees',
  draft: 'Preview: this is what the client will see once the report is completed',
} as const;

/**
 * /agency/sitecare/reports/{reportGuid}/preview: the client's own report screen, drawn from the staff answer. The
 * client's view reads its report through its query; a cache of its own holds the report (only the client's fields)
 * and never fetches it, so what shows is exactly this report as it stands. A draft is shown as completed now (the
 * client's screen shows a draft only as "not fully completed"), so staff read it through before completing it; the
 * month's measurements are fetched as the client's screen fetches them.
 */
export function Component() {
  const { reportGuid = '' } = useParams();
  const report = useReport(reportGuid);

  return (
    <>
      <div className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2 no-print">
        <strong>{report.data?.completedDateTime === null ? PREVIEW_BANNERS.draft : PREVIEW_BANNERS.completed}</strong>
        <Link className="btn btn-sm btn-primary" to={paths.agencyReport(reportGuid)}>
          Back to the report
        </Link>
      </div>
      {report.data ? (
        <ClientPreview key={report.dataUpdatedAt} report={report.data} />
      ) : report.isError ? (
        <>
          <PageTitle title="Preview" />
          <h1 className="visually-hidden">Preview</h1>
          <ErrorCard {...agencyLoadError(report.error, REPORT_NOT_FOUND)} />
        </>
      ) : (
        <>
          <PageTitle title="Preview" />
          <Loading />
        </>
      )}
    </>
  );
}

function ClientPreview({ report }: { report: AgencyReport }) {
  const previewClient = useMemo(() => {
    const client = new QueryClient({
      defaultOptions: { queries: { enabled: false, staleTime: Infinity, retry: false } },
    });
    const { queryKey } = getSiteCareReportQueryOptions(report.siteCareReportGuid);
    // Only the client's fields: the staff ones (history, project) stay out of the client's screen.
    const asCompleted = { ...report, completedDateTime: report.completedDateTime ?? new Date().toISOString() };
    client.setQueryData(queryKey, SiteCareReport.parse(asCompleted));
    // The month's measurements are read as the client's screen reads them (staff may read any report's).
    client.setQueryDefaults(getReportUptimeQueryOptions(report.siteCareReportGuid).queryKey, { enabled: true });
    return client;
  }, [report]);
  return (
    <QueryClientProvider client={previewClient}>
      <SiteCareReportView reportGuid={report.siteCareReportGuid} />
    </QueryClientProvider>
  );
}
