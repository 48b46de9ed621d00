/**
 * Query keys of the project screens. The list is ['agency', 'projects'], the same request and key as the inbox's
 * project filter (features/agency) and the clients' project picker: one cache entry for all. Each project sits under
 * it, so invalidating the list after a write (here, or a grant from a client's page) refreshes the project too.
 */
export const projectKeys = {
  list: ['agency', 'projects'] as const,
  detail: (projectGuid: string) => [...projectKeys.list, 'detail', projectGuid.toLowerCase()] as const,
  /** A project's uptime monitors: apart from the project, so a page or user write does not refetch them. */
  monitors: (projectGuid: string) => ['agency', 'monitors', projectGuid.toLowerCase()] as const,
  /** Every inbox page and count (features/agency): a project's name and users show in its filters. */
  inboxLists: ['agency', 'lists'] as const,
  /** Each client's projects (features/agency-clients) change with a grant or a removal. */
  clients: ['agency', 'clients'] as const,
  /** The Site Care screens (features/agency-site-care): a schedule's change moves the Due view. */
  siteCare: ['agency', 'site-care'] as const,
  /** The admins' audit log (features/agency-settings): each write adds an entry. */
  audit: ['agency', 'audit'] as const,
};
