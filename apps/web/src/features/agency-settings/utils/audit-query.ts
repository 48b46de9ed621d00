import { AuditQuery } from '@client-portal/contract';

/** The audit log's filters as the address keeps them; a value that is not valid is dropped, not an error. */
export function readAuditQuery(searchParams: URLSearchParams): AuditQuery {
  const field = <K extends keyof AuditQuery>(key: K): AuditQuery[K] | undefined => {
    const raw = searchParams.get(key);
    if (raw === null || raw.trim() === '') return undefined;
    const parsed = AuditQuery.shape[key].safeParse(raw.trim());
    return parsed.success ? (parsed.data as AuditQuery[K]) : undefined;
  };
  return {
    entityGuid: field('entityGuid'),
    actorUserGuid: field('actorUserGuid'),
    about: field('about'),
    objectType: field('objectType'),
    page: field('page') ?? 1,
  };
}

/** The query string of a page of the log; page 1 is left out of the address (`forApi` keeps it). */
export function auditSearchParams(query: AuditQuery, forApi: boolean): URLSearchParams {
  const params = new URLSearchParams();
  if (query.entityGuid) params.set('entityGuid', query.entityGuid);
  if (query.actorUserGuid) params.set('actorUserGuid', query.actorUserGuid);
  if (query.about) params.set('about', query.about);
  if (query.objectType) params.set('objectType', query.objectType);
  if (forApi || query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A new filter starts again at page 1. */
export const changeAuditQuery = (query: AuditQuery, change: Partial<AuditQuery>): AuditQuery => ({
  ...query,
  page: 1,
  ...change,
});
