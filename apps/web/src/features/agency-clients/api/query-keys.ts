/**
 * Query keys of the client screens. They sit under ['agency', 'clients'], the key of the inbox's client filter
 * (features/agency): invalidating that key after a write refreshes the filter, every list here and each client.
 */
export const clientKeys = {
  all: ['agency', 'clients'] as const,
  detail: (userGuid: string) => [...clientKeys.all, 'detail', userGuid.toLowerCase()] as const,
  /** Every project query (api/get-agency-projects): the projects' users change with a client's. */
  projects: ['agency', 'projects'] as const,
  /** The admins' audit log (features/agency-settings): each write adds an entry. */
  audit: ['agency', 'audit'] as const,
};
