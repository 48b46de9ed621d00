import { z } from 'zod';
import { Guid, GuidParam } from './common.js';
import { DEFAULT_PORTAL_CONFIG } from './defaults.js';

/** A file's size limit when ATTACHMENT_MAX_MB is not set. */
export const DEFAULT_ATTACHMENT_MAX_MB = DEFAULT_PORTAL_CONFIG.attachmentMaxMb;
/** Files one new ticket or one update may carry. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 10;

/** A file attached to a ticket or an update, as every reader sees it (the contents come from the download route). */
export const Attachment = z
  .object({
    attachmentGuid: Guid,
    /** Cleaned of paths and control characters when it was uploaded. */
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
  })
  .meta({
    examples: [
      {
        attachmentGuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
        fileName: 'screenshot.png',
        contentType: 'image/png',
        sizeBytes: 48213,
      },
    ],
  });
export type Attachment = z.infer<typeof Attachment>;
export const AttachmentList = z.array(Attachment);

/** The files a new ticket or update carries: uploaded first (`POST /api/attachments`) by the same person. */
export const AttachmentGuids = z
  .array(GuidParam)
  .max(MAX_ATTACHMENTS_PER_MESSAGE, `at most ${MAX_ATTACHMENTS_PER_MESSAGE} files a message`)
  .refine((guids) => new Set(guids).size === guids.length, 'a file is named twice')
  .default([]);

export const AttachmentGuidParams = z.object({ attachmentGuid: GuidParam });

/**
 * Images a browser may show as a preview. Never SVG (it can carry script) and never HTML: those, like every other
 * file, are only ever downloaded.
 */
const PREVIEWABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const isPreviewableImage = (contentType: string): boolean =>
  (PREVIEWABLE_IMAGE_TYPES as readonly string[]).includes(contentType.toLowerCase());

/** "2.4 MB", "830 kB", "12 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
