import type { UserRole } from '@client-portal/contract';

/**
 * The signed-in user an operation acts for: whose access decides what it reads, and whom the audit names for what it
 * changes. The HTTP layer's authentication hook builds it from the request's bearer token.
 */
export interface AuthUser {
  userGuid: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  /** Staff and admins: the agency's workspace, and every project's client screens. */
  isStaff: boolean;
  /** The address the request came from (the audit records it with each staff change). */
  ipAddress: string;
}
