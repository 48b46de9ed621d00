import type { AuditQuery } from '@client-portal/contract';

/** Query keys of the admins' screens, under ['agency', …] beside the inbox's keys (features/agency). */
export const settingsKeys = {
  staffAccounts: () => ['agency', 'settings', 'staff'] as const,
  audit: () => ['agency', 'audit'] as const,
  auditPage: (query: AuditQuery) => [...settingsKeys.audit(), query] as const,
  /** The inbox's assignee list: a new, renamed or disabled staff account changes it. */
  staffList: () => ['agency', 'staff'] as const,
};
