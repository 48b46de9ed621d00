/**
 * Text the portal stores exactly as it was sent. Invalid UTF-8 bytes decode to U+FFFD and a lone surrogate (JSON can
 * spell one, `"\ud800"`, UTF-8 cannot) is written out as U+FFFD too: either way the stored text is not what the client
 * sent. Both are refused, naming the field.
 */
const TEXT_PROBLEMS = {
  utf8: 'must be valid UTF-8 text',
  /** PostgreSQL text cannot hold U+0000 (SQLite can): refused, so both databases take the same requests. */
  nul: 'must not contain the NUL character (U+0000)',
  surrogate: 'must be valid Unicode text (it holds a lone surrogate)',
} as const;

/** Thrown with the path of the string at fault (empty when none could be named). */
export class TextError extends Error {
  constructor(
    readonly path: PropertyKey[],
    readonly problem: string,
  ) {
    super(problem);
  }
}

const hasNul = (text: string): boolean => text.includes('\u0000');
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** `projects[2].status` from a path. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

/** A place in a JSON value: its key and the place holding it, so a step deeper costs the same at any depth. */
interface Place {
  key: PropertyKey;
  parent: Place | undefined;
}

function pathOf(place: Place | undefined): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string in a JSON value, or of the first object key, for which `isBad` holds. Walked with a
 * stack of its own: a body may nest thousands of levels deep.
 */
function findString(value: unknown, isBad: (text: string) => boolean): PropertyKey[] | undefined {
  const pending: Array<{ value: unknown; place: Place | undefined }> = [{ value, place: undefined }];
  while (pending.length) {
    const { value: item, place } = pending.pop()!;
    if (typeof item === 'string') {
      if (isBad(item)) return pathOf(place);
    } else if (item && typeof item === 'object') {
      const entries: Array<[PropertyKey, unknown]> = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
      for (const [key] of entries) if (typeof key === 'string' && isBad(key)) return pathOf({ key, parent: place });
      // Pushed last first, so the first entry is looked at first.
      for (let i = entries.length - 1; i >= 0; i--) {
        pending.push({ value: entries[i]![1], place: { key: entries[i]![0], parent: place } });
      }
    }
  }
  return undefined;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes JSON bytes and parses them with `parse`, refusing invalid UTF-8 (TextError); what it holds is for
 * assertStorableText to judge. A body that is not JSON at all throws whatever `parse` throws.
 */
export function parseJsonText(bytes: Uint8Array, parse: (text: string) => unknown): unknown {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    // Decoded leniently to name the field: the bad bytes became U+FFFD there.
    let path: PropertyKey[] | undefined;
    try {
      path = findString(parse(Buffer.from(bytes).toString('utf8')), (s) => s.includes('\uFFFD'));
    } catch {
      path = undefined;
    }
    throw new TextError(path ?? [], TEXT_PROBLEMS.utf8);
  }
  return parse(text);
}

/** Throws a TextError naming the first string (or key) holding U+0000 or a lone surrogate. */
export function assertStorableText(value: unknown): void {
  const nulAt = findString(value, hasNul);
  if (nulAt) throw new TextError(nulAt, TEXT_PROBLEMS.nul);
  const surrogateAt = findString(value, hasLoneSurrogate);
  if (surrogateAt) throw new TextError(surrogateAt, TEXT_PROBLEMS.surrogate);
}
