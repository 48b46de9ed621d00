import { apiFetch, throwIfNotOk } from './api-client';
import { TRANSFER_TIMEOUT_MS } from './transfer-timeout';

// Long enough for the browser to start saving; the object URL holds the whole file in memory until then.
const REVOKE_AFTER_MS = 10_000;

/** Saves bytes already fetched (with the bearer token: a plain link would have none) under a file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  // Typed as plain bytes: were the download attribute ever ignored, an HTML or SVG file opened from a blob: URL of
  // this origin would run in it.
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** Only the last part of a name: a file name never says where to save it. */
const baseName = (name: string): string | undefined => name.split(/[/\\]/).pop()?.trim() || undefined;

/** The file name a Content-Disposition header gives: `filename*` (UTF-8, RFC 6266) first, then `filename`. */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      const name = baseName(decodeURIComponent(extended[1]));
      if (name) return name;
    } catch {
      // Not valid percent-encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return value === undefined ? undefined : baseName(value);
}

/**
 * GET a file with the bearer token and save it under the server's name (Content-Disposition), or the given one when
 * the server names none. A non-OK answer throws ApiRequestError, a slow one RequestTimeoutError.
 */
export async function downloadFile(path: string, fallbackFileName: string, signal?: AbortSignal): Promise<void> {
  const response = await apiFetch(path, { timeoutMs: TRANSFER_TIMEOUT_MS, signal });
  await throwIfNotOk(response, path);
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackFileName;
  saveBlob(await response.blob(), fileName);
}
