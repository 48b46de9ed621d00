import { AgencyReport, type ReportChange } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateSiteCare } from './invalidate-site-care';
import { agencySiteCareKeys, siteCareKeys } from '../../../lib/query-keys';

/** PATCH /api/agency/sitecarereports/{reportGuid}: the changed fields; a completed report is refused (409). */
function updateReport(reportGuid: string, change: ReportChange): Promise<AgencyReport> {
  return apiJson(`/api/agency/sitecarereports/${encodeURIComponent(reportGuid)}`, AgencyReport, {
    method: 'PATCH',
    body: change,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useUpdateReport(reportGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReportChange) => updateReport(reportGuid, change),
    onSuccess: (report) => {
      queryClient.setQueryData(agencySiteCareKeys.report(reportGuid), report);
      void invalidateSiteCare(queryClient);
      // A measured figure changed by hand: the report no longer counts as measured (the form's hint goes).
      void queryClient.invalidateQueries({ queryKey: siteCareKeys.reportUptime(reportGuid) });
    },
  });
}
