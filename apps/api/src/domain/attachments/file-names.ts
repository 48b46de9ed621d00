/** Control characters, and the invisible ones that reorder text (a name could pose as `invoice.pdf` otherwise). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME_BYTES = 200;

/**
 * A file name as stored and offered for download: the last part of any path (`C:\a\b.txt`, `../../x`), without
 * control or direction characters, without leading dots (no hidden files), at most 200 bytes of UTF-8.
 */
export function cleanFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).at(-1) ?? '';
  // Cut first: a name of any length costs one pass.
  const name = last
    .slice(0, 4 * MAX_NAME_BYTES)
    .replace(UNSAFE, '')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  let kept = '';
  let bytes = 0;
  for (const character of name) {
    bytes += Buffer.byteLength(character);
    if (bytes > MAX_NAME_BYTES) break;
    kept += character;
  }
  return kept.trim() || 'file';
}

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** The browser's type for the file, without parameters, in lower case; anything odd is a plain download. */
export function cleanContentType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0]!.trim().toLowerCase();
  return MEDIA_TYPE.test(type) && type.length <= 100 ? type : 'application/octet-stream';
}

/** `Content-Disposition: attachment` naming the file: an ASCII fallback and the exact name (RFC 6266, RFC 8187). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
