import type { Attachment } from '@client-portal/contract';
import type { ComponentType } from 'react';

/** The files of a ticket or of one update, each downloaded on demand. */
export interface AttachmentListProps {
  attachments: Attachment[];
}

/** What a picker tells its form: the files uploaded so far, and whether one is still on its way. */
export interface PickedAttachments {
  attachmentGuids: string[];
  isUploading: boolean;
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

export const NO_ATTACHMENTS_PICKED: PickedAttachments = { attachmentGuids: [], isUploading: false };

/** A form sent while a file is still uploading would go without it. */
export const WAIT_FOR_UPLOADS = 'Wait for the files to finish uploading.';
