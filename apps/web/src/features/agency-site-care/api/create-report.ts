import { AgencyReport, type NewReport } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateSiteCare } from './invalidate-site-care';
import { agencySiteCareKeys } from '../../../lib/query-keys';

/** POST /api/agency/sitecareschedules/{scheduleGuid}/reports: 201 with a draft for the month (409 if it exists). */
function createReport(scheduleGuid: string, body: NewReport): Promise<AgencyReport> {
  return apiJson(`/api/agency/sitecareschedules/${encodeURIComponent(scheduleGuid)}/reports`, AgencyReport, {
    method: 'POST',
    body,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

/** The draft is cached for its page; the lists are stale. Each caller names the schedule it writes to. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleGuid, month }: { scheduleGuid: string; month: string }) =>
      createReport(scheduleGuid, { month }),
    onSuccess: (report) => {
      queryClient.setQueryData(agencySiteCareKeys.report(report.siteCareReportGuid), report);
      void invalidateSiteCare(queryClient);
    },
  });
}
