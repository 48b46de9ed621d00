import type { Attachment } from '@client-portal/contract';
import { useEffect, useState } from 'react';
import { getAttachmentBlob } from '../api/download-attachment';

/**
 * A thumbnail of an image the browser may show (the contract's isPreviewableImage: never SVG or HTML), fetched with
 * the bearer token. Nothing shows while it loads or if it fails: the download button stays the way to the file.
 */
export function AttachmentPreview({ attachment }: { attachment: Attachment }) {
  const [url, setUrl] = useState<string>();
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    getAttachmentBlob(attachment.attachmentGuid, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        // Typed by what the attachment says it is (checked previewable), whatever the answer's header claimed.
        objectUrl = URL.createObjectURL(new Blob([blob], { type: attachment.contentType }));
        setUrl(objectUrl);
      },
      () => {
        if (!controller.signal.aborted) setHasFailed(true);
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attachment.attachmentGuid, attachment.contentType]);

  if (!url || hasFailed) return null;
  return <img src={url} alt="" className="attachment-preview rounded border mb-1" onError={() => setHasFailed(true)} />;
}
