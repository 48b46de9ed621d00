import { formatFileSize, isPreviewableImage, type Attachment } from '@client-portal/contract';
import { useState } from 'react';
import type { AttachmentListProps } from '../../../components/attachment-components';
import { downloadAttachment } from '../api/download-attachment';
import { downloadErrorMessage } from '../errors';
import { AttachmentPreview } from './attachment-preview';
import './attachments.css';

/** Larger images are not fetched just to show a thumbnail. */
const PREVIEW_MAX_BYTES = 5_000_000;

const canPreview = (attachment: Attachment) =>
  isPreviewableImage(attachment.contentType) && attachment.sizeBytes <= PREVIEW_MAX_BYTES;

/** The files of a ticket or an update: each a button that downloads it, previewable images with a thumbnail. */
export function AttachmentList({ attachments }: AttachmentListProps) {
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();

  if (attachments.length === 0) return null;

  const onDownload = (attachment: Attachment) => {
    const guid = attachment.attachmentGuid;
    setFailure(undefined);
    setDownloading((current) => new Set(current).add(guid));
    downloadAttachment(attachment)
      .catch((error: unknown) =>
        setFailure(`Could not download ${attachment.fileName}: ${downloadErrorMessage(error)}`),
      )
      .finally(() =>
        setDownloading((current) => {
          const next = new Set(current);
          next.delete(guid);
          return next;
        }),
      );
  };

  return (
    <div className="mt-3">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label="Attachments">
        {attachments.map((attachment) => {
          const isDownloading = downloading.has(attachment.attachmentGuid);
          return (
            <li key={attachment.attachmentGuid} className="mw-100">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary text-start text-break mw-100"
                // Not disabled while it downloads: a disabled button would drop the keyboard focus.
                onClick={() => !isDownloading && onDownload(attachment)}
                aria-disabled={isDownloading || undefined}
                aria-busy={isDownloading || undefined}
              >
                {canPreview(attachment) && <AttachmentPreview attachment={attachment} />}
                {isDownloading && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
                {attachment.fileName} ({formatFileSize(attachment.sizeBytes)})
              </button>
            </li>
          );
        })}
      </ul>
      {failure && (
        <div className="alert alert-danger py-2 mt-2 mb-0 text-break" role="alert">
          {failure}
        </div>
      )}
    </div>
  );
}
