import { AuditPage, type AuditQuery } from '@client-portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { auditSearchParams } from '../utils/audit-query';
import { auditKeys } from '../../../lib/query-keys';

/** GET /api/agency/audit?entityGuid=&actorUserGuid=&page= (admins): one page of the log, newest first. */
function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const search = auditSearchParams(query, true).toString();
  return apiJson(`/api/agency/audit${search ? `?${search}` : ''}`, AuditPage, { signal });
}

const getAuditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => getAudit(query, signal),
  });

/** The last page stays on screen while the next page or filter loads. */
export const useAudit = (query: AuditQuery) =>
  useQuery({ ...getAuditQueryOptions(query), placeholderData: keepPreviousData });
