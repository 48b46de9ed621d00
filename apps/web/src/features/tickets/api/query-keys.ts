/** Query keys of the tickets feature, so screens sharing data share the cache. */
export const ticketKeys = {
  all: ['tickets'] as const,
  userLists: () => [...ticketKeys.all, 'user'] as const,
  userTickets: (memberGuid: string) => [...ticketKeys.userLists(), memberGuid] as const,
  projectUsers: (projectGuid: string) => [...ticketKeys.all, 'project-users', projectGuid] as const,
  ticket: (ticketGuid: string) => [...ticketKeys.all, 'ticket', ticketGuid] as const,
  updates: (ticketGuid: string) => [...ticketKeys.all, 'updates', ticketGuid] as const,
};
