import { AgencyReport } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateSiteCare } from './invalidate-site-care';
import { agencySiteCareKeys } from '../../../lib/query-keys';

type ReportStep = 'complete' | 'reopen';

/**
 * POST /api/agency/sitecarereports/{reportGuid}/complete (the client sees the report from then on) or …/reopen (it
 * goes back to a draft; the server audits it).
 */
function changeReportState(reportGuid: string, step: ReportStep): Promise<AgencyReport> {
  return apiJson(`/api/agency/sitecarereports/${encodeURIComponent(reportGuid)}/${step}`, AgencyReport, {
    method: 'POST',
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useChangeReportState(reportGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: ReportStep) => changeReportState(reportGuid, step),
    onSuccess: (report) => {
      queryClient.setQueryData(agencySiteCareKeys.report(reportGuid), report);
      void invalidateSiteCare(queryClient);
    },
  });
}
