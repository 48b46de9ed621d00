/**
 * Plain constants with no zod: the SPA's first screen imports these without loading the schemas.
 */

/** Spec §9: the two fixed site keys. Builds and servers override them with AUTH_SITE_KEY / EVENTS_SITE_KEY. */
export const DEFAULT_AUTH_SITE_KEY = 'client-portal-auth';
export const DEFAULT_EVENTS_SITE_KEY = 'client-portal-events';

/** Neutral branding until an agency sets its own (README, "Configure it"). */
export const DEFAULT_PORTAL_CONFIG = {
  brand: 'Your Agency',
  logoUrl: '/logo.svg',
  providerUrl: 'https://example.com/',
  termsUrl: 'https://example.com/terms',
  privacyUrl: 'https://example.com/privacy',
  supportEmail: 'support@example.com',
  siteCareInfoUrl: 'https://example.com/site-care',
  attachmentMaxMb: 25,
};
