import { InboxQuery } from '@client-portal/contract';

/** The inbox's URL search parameters, in the order the inbox writes them. */
const PARAMS = [
  'view',
  'status',
  'projectGuid',
  'clientGuid',
  'assignee',
  'priority',
  'tag',
  'q',
  'sort',
  'page',
] as const;

const DEFAULTS = InboxQuery.parse({});

/** The inbox's view and filters from its address; a parameter that is not valid is ignored, not an error. */
export function readInboxQuery(params: URLSearchParams): InboxQuery {
  const raw: Record<string, string> = {};
  for (const name of PARAMS) {
    const value = params.get(name);
    if (value) raw[name] = value;
  }
  const first = InboxQuery.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  return InboxQuery.safeParse(raw).data ?? DEFAULTS;
}

/** The query as search parameters; with `withDefaults` false (the address bar), the default view and page 1 are left out. */
export function inboxSearchParams(query: InboxQuery, withDefaults: boolean): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of PARAMS) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (!withDefaults && value === DEFAULTS[name]) continue;
    params.set(name, String(value));
  }
  return params;
}

/** The query after a change of view or filter: back to page 1 unless the change is the page (spec-less UX rule). */
export function changeInboxQuery(query: InboxQuery, change: Partial<InboxQuery>): InboxQuery {
  return { ...query, page: 1, ...change };
}

/** Whether any filter (not the view or page) narrows the list. */
export const hasInboxFilters = (query: InboxQuery): boolean =>
  Boolean(
    query.status || query.projectGuid || query.clientGuid || query.assignee || query.priority || query.tag || query.q,
  );
