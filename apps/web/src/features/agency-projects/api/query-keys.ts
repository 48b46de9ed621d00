/**
 * Query keys of the project screens. Every project query sits under ['agency', 'projects']: the pages of the list
 * (here, the inbox's project filter, the pickers) under `list`, each project under `detail` (api/get-agency-projects).
 */
export const projectKeys = {
  all: ['agency', 'projects'] as const,
  pages: ['agency', 'projects', 'list'] as const,
  detail: (projectGuid: string) => [...projectKeys.all, 'detail', projectGuid.toLowerCase()] as const,
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
