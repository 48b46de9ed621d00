import { useState } from 'react';
import { downloadReportPdf } from '../api/download-report-pdf';
import { ApiRequestError, RequestTimeoutError } from '../lib/api-client';

const PDF_MESSAGES = {
  failed: 'Could not download the PDF. Please try again.',
  timeout: 'Could not download the PDF: the download took too long. Please try again.',
} as const;

/** Why the PDF did not come: the server's own message when it sent its JSON error shape (a proxy's page is not shown). */
function pdfFailureMessage(error: unknown): string {
  if (error instanceof RequestTimeoutError) return PDF_MESSAGES.timeout;
  if (error instanceof ApiRequestError) {
    try {
      const { message } = JSON.parse(error.body) as { message?: unknown };
      if (typeof message === 'string' && message) return `Could not download the PDF: ${message}`;
    } catch {
      // Not the server's JSON: our own words.
    }
  }
  return PDF_MESSAGES.failed;
}

export interface ReportPdf {
  isDownloading: boolean;
  failure: string | undefined;
  onDownload: () => void;
}

/**
 * A Site Care report's PDF, fetched with the bearer token and saved under the server's file name (or `fileName`).
 * The button and the failure are separate components, so a screen can put the message under its row of buttons.
 */
export function useReportPdf(reportGuid: string, fileName: string): ReportPdf {
  const [isDownloading, setIsDownloading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const onDownload = () => {
    if (isDownloading) return;
    setFailure(undefined);
    setIsDownloading(true);
    downloadReportPdf(reportGuid, fileName)
      .catch((error: unknown) => setFailure(pdfFailureMessage(error)))
      .finally(() => setIsDownloading(false));
  };
  return { isDownloading, failure, onDownload };
}

export function ReportPdfButton({ pdf, className }: { pdf: ReportPdf; className: string }) {
  return (
    <button
      type="button"
      className={className}
      // Not disabled while it downloads: a disabled button would drop the keyboard focus.
      onClick={pdf.onDownload}
      aria-disabled={pdf.isDownloading || undefined}
      aria-busy={pdf.isDownloading || undefined}
    >
      {pdf.isDownloading && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
      Download PDF
    </button>
  );
}

export function ReportPdfFailure({ pdf, className }: { pdf: ReportPdf; className?: string }) {
  if (!pdf.failure) return null;
  return (
    <div className={`alert alert-danger py-2 text-break${className ? ` ${className}` : ''}`} role="alert">
      {pdf.failure}
    </div>
  );
}
