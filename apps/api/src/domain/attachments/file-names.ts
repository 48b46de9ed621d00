/** Control characters, and the invisible ones that reorder text (a name could pose as `invoice.pdf` otherwise). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME_BYTES = 200;
/** An extension kept when a long name is shortened: a dot and up to 16 letters or digits (`.pdf`, `.docx`, `.tar.gz`). */
const EXTENSION = /(?:\.[\p{L}\p{N}]{1,16}){1,2}$/u;

/** The first characters of `text` that fit in `maxBytes` of UTF-8. */
function fitBytes(text: string, maxBytes: number): string {
  let kept = '';
  let bytes = 0;
  for (const character of text) {
    bytes += Buffer.byteLength(character);
    if (bytes > maxBytes) break;
    kept += character;
  }
  return kept;
}

/**
 * A file name as stored and offered for download: the last part of any path (`C:\a\b.txt`, `../../x`), without
 * control or direction characters, without leading dots (no hidden files), at most 200 bytes of UTF-8. A longer name
 * is shortened before its extension, so the file still opens with the right program.
 */
export function cleanFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).at(-1) ?? '';
  // Cut first, keeping both ends (the extension is at the end): a name of any length costs one pass.
  const characters = last.length > 4 * MAX_NAME_BYTES ? Array.from(last) : undefined;
  const ends = characters ? characters.slice(0, 3 * MAX_NAME_BYTES).join('') + characters.slice(-40).join('') : last;
  const name = ends
    .replace(UNSAFE, '')
    .trim()
    .replace(/^[\s.]+/, '');
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name || 'file';
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const stem = name.slice(0, name.length - extension.length);
  return (fitBytes(stem, MAX_NAME_BYTES - Buffer.byteLength(extension)).trim() + extension).trim() || 'file';
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
