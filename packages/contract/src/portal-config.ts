import { z } from 'zod';

/** Branding and links the server hands the SPA at run time (GET /config.js). */
export const PortalConfig = z.object({
  brand: z.string(),
  logoUrl: z.string(),
  providerUrl: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  supportEmail: z.string(),
  siteCareInfoUrl: z.string(),
  /** The largest file an attachment may be, in MB (ATTACHMENT_MAX_MB). */
  attachmentMaxMb: z.number(),
});
export type PortalConfig = z.infer<typeof PortalConfig>;
