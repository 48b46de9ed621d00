import type { Person } from '@client-portal/contract';

/** "First Last", or the fallback when the person is gone (a deleted user leaves null). */
export const personName = (person: Person | null | undefined, fallback = 'Unknown'): string =>
  person ? `${person.firstName} ${person.lastName}`.trim() || person.email : fallback;
