import type { Person } from '@client-portal/contract';

/** A joined user's columns as a Person; null when the join found no user. */
export function toPerson(
  userGuid: string | null,
  row: { first_name: string | null; last_name: string | null; email: string | null },
): Person | null {
  if (!userGuid || row.first_name === null) return null;
  return { userGuid, firstName: row.first_name, lastName: row.last_name ?? '', email: row.email ?? '' };
}

export const fullName = (person: Pick<Person, 'firstName' | 'lastName'>): string =>
  `${person.firstName} ${person.lastName}`.trim();
