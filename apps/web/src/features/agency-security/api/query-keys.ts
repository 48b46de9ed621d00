/** Query keys of the two-factor screens; the staff guard (app/require-staff.tsx) reads `status` too. */
export const securityKeys = {
  all: ['agency-security'] as const,
  status: () => [...securityKeys.all, 'two-factor'] as const,
  settings: () => [...securityKeys.all, 'settings'] as const,
};
