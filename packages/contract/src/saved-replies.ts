import { z } from 'zod';
import { DateTime, Guid, GuidParam, RichText, Trimmed } from './common.js';

const SAVED_REPLY_TITLE_MAX = 200;

/**
 * What a saved reply may say that is filled in when staff insert it into a ticket's composer, from that ticket: the
 * client who opened it, its number and title, its project, and the staff member writing.
 */
export const SAVED_REPLY_PLACEHOLDERS = [
  'client.firstName',
  'client.lastName',
  'ticket.number',
  'ticket.title',
  'project.name',
  'staff.firstName',
  'staff.lastName',
] as const;

/** A reply staff keep to insert into tickets: shared with every staff member, or their own. */
export const SavedReply = z.object({
  replyGuid: Guid,
  title: z.string(),
  /** Rich text, sanitised; may hold {{placeholders}}. */
  body: z.string(),
  shared: z.boolean(),
  /** Who wrote it (and, for a personal one, whose it is). */
  createdBy: z.string(),
  updatedAt: DateTime,
});
export type SavedReply = z.infer<typeof SavedReply>;
export const SavedReplyList = z.array(SavedReply);

export const NewSavedReply = z
  .object({
    title: Trimmed('title', SAVED_REPLY_TITLE_MAX),
    body: RichText('body'),
    shared: z.boolean({ error: 'shared must be true or false' }).default(true),
  })
  .strict();
export type NewSavedReply = z.input<typeof NewSavedReply>;

export const SavedReplyChange = z
  .object({
    title: Trimmed('title', SAVED_REPLY_TITLE_MAX).optional(),
    body: RichText('body').optional(),
    shared: z.boolean({ error: 'shared must be true or false' }).optional(),
  })
  .strict();
export type SavedReplyChange = z.infer<typeof SavedReplyChange>;

export const SavedReplyParams = z.object({ replyGuid: GuidParam });

/** Fills a saved reply's placeholders from a ticket, for its composer. */
export const SavedReplyFill = z.object({ ticketGuid: GuidParam }).strict();
export const FilledSavedReply = z.object({ body: z.string() });
export type FilledSavedReply = z.infer<typeof FilledSavedReply>;
