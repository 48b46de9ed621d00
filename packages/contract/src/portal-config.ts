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
  /**
   * With email in and PROJECT_ADDRESSES on: each project's own support address, `{code}` its code
   * (projectEmailCode), shown on the project page instead of supportEmail.
   */
  projectSupportEmail: z.string().optional(),
});
export type PortalConfig = z.infer<typeof PortalConfig>;

/** A project's code in its support address (support+p-{code}@…): the first eight characters of its GUID. */
export const projectEmailCode = (projectGuid: string): string => projectGuid.slice(0, 8).toLowerCase();
