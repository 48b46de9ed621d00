import type { Attachment } from '@client-portal/contract';
import type { ComponentType } from 'react';
import type { FormProblem } from '../lib/agency-errors';

/** The files of a ticket or of one update, each downloaded on demand. */
export interface AttachmentListProps {
  attachments: Attachment[];
}

/** A file uploaded and ready to send: the form sends its guid; its name is the one the user picked. */
export interface PickedFile {
  attachmentGuid: string;
  fileName: string;
}

/** What a picker tells its form: the files uploaded so far, and whether one is still on its way. */
export interface PickedAttachments {
  files: PickedFile[];
  isUploading: boolean;
  /** A file failed to upload and is still listed with its reason: sending would leave it out unsaid. */
  hasFailed: boolean;
}

export interface AttachmentPickerProps {
  /** Called whenever a file finishes uploading, fails or is removed. */
  onChange: (picked: PickedAttachments) => void;
  /** While the form is sending, no file can be added or removed. */
  isDisabled?: boolean;
}

/**
 * The attachments feature's components. Features do not import each other: a page hands these to the ticket screens
 * that show or take files.
 */
export interface AttachmentComponents {
  List: ComponentType<AttachmentListProps>;
  Picker: ComponentType<AttachmentPickerProps>;
}

export const NO_ATTACHMENTS_PICKED: PickedAttachments = { files: [], isUploading: false, hasFailed: false };

/** A form sent while a file is still uploading would go without it. */
export const WAIT_FOR_UPLOADS = 'Wait for the files to finish uploading.';

/** Nor should a file that failed go missing without a word. */
export const REMOVE_FAILED_UPLOADS = 'A file could not be uploaded: remove it, or pick it again, before sending.';

export const FILE_REFUSALS = {
  notSendable: (fileName: string) => `${fileName} could not be sent: upload it again.`,
  unknownFile: 'A file could not be sent: upload it again.',
  sentMeanwhile: 'A file was sent with another message meanwhile: upload it again.',
} as const;

const REFUSED_FILE = /^attachmentGuids\.(\d+)$/;
const GUID_FIRST = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/i;

/**
 * A message's files refused by the server (400 "attachmentGuids.N: <guid> is not a file you uploaded…", or
 * "attachmentGuids: a file was sent with another message meanwhile…") told by the name the user picked rather than
 * by a guid, for the whole form; any other problem is returned as it was.
 */
export function nameRefusedFile(problem: FormProblem, sentGuids: readonly string[], files: PickedFile[]): FormProblem {
  if (problem.field === 'attachmentGuids' && problem.message.includes('another message meanwhile')) {
    return { message: FILE_REFUSALS.sentMeanwhile };
  }
  const index = REFUSED_FILE.exec(problem.field ?? '')?.[1];
  if (index === undefined) return problem;
  // N indexes the guids this form sent; the guid the message starts with is the fallback.
  const guid = (sentGuids[Number(index)] ?? GUID_FIRST.exec(problem.message)?.[1])?.toLowerCase();
  const file = files.find((picked) => picked.attachmentGuid.toLowerCase() === guid);
  return { message: file ? FILE_REFUSALS.notSendable(file.fileName) : FILE_REFUSALS.unknownFile };
}
