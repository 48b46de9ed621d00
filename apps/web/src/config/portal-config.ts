import { DEFAULT_PORTAL_CONFIG } from '@client-portal/contract/defaults';
import type { PortalConfig } from '@client-portal/contract';

/** Branding handed over by the server at run time through /config.js, with neutral defaults. */
export const portalConfig: PortalConfig = {
  ...DEFAULT_PORTAL_CONFIG,
  ...(typeof window !== 'undefined' ? window.__PORTAL_CONFIG__ : undefined),
};
