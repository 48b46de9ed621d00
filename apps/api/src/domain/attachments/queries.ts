import type { Attachment } from '@client-portal/contract';

interface AttachmentRow {
  attachment_guid: string;
  file_name: string;
  content_type: string;
  size_bytes: string | number | null;
}

export const toAttachment = (row: AttachmentRow): Attachment => ({
  attachmentGuid: row.attachment_guid,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
});
