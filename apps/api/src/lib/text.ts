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
 * The path of the first string in a JSON value, or of the first object key, for which `isBad` holds. One pass with a
 * stack of its own (a value may nest thousands of levels deep) and no copies of the arrays and objects it walks.
 */
function findString(value: unknown, isBad: (text: string) => boolean): PropertyKey[] | undefined {
  const pending: Array<{ value: unknown; place: Place | undefined }> = [{ value, place: undefined }];
  while (pending.length) {
    const { value: item, place } = pending.pop()!;
    if (typeof item === 'string') {
      if (isBad(item)) return pathOf(place);
    } else if (Array.isArray(item)) {
      // Pushed last first, so the first entry is looked at first.
      for (let i = item.length - 1; i >= 0; i--) {
        if (typeof item[i] === 'string' || (item[i] && typeof item[i] === 'object')) {
          pending.push({ value: item[i], place: { key: i, parent: place } });
        }
      }
    } else if (item && typeof item === 'object') {
      const keys = Object.keys(item);
      for (const key of keys) if (isBad(key)) return pathOf({ key, parent: place });
      for (let i = keys.length - 1; i >= 0; i--) {
        const child = (item as Record<string, unknown>)[keys[i]!];
        if (typeof child === 'string' || (child && typeof child === 'object')) {
          pending.push({ value: child, place: { key: keys[i]!, parent: place } });
        }
      }
    }
  }
  return undefined;
}

/** Throws a TextError naming the first string (or key) holding U+0000 or a lone surrogate. */
export function assertStorableText(value: unknown): void {
  const nulAt = findString(value, hasNul);
  if (nulAt) throw new TextError(nulAt, TEXT_PROBLEMS.nul);
  const surrogateAt = findString(value, hasLoneSurrogate);
  if (surrogateAt) throw new TextError(surrogateAt, TEXT_PROBLEMS.surrogate);
}

/** How much a JSON request body may hold, judged on its text before it is parsed. */
export interface JsonBounds {
  /** Opening brackets and commas: about the number of values and members. */
  maxValues: number;
  /** Arrays and objects inside one another. */
  maxDepth: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LETTER_U = 0x75;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** What a `\u` escape stands for, as far as storing it goes. */
const OTHER = 0;
const NUL = 1;
const HIGH_SURROGATE = 2;
const LOW_SURROGATE = 3;

/** The kind of the escape whose backslash is at `at`; OTHER for any escape but `\u`. */
function escapeAt(text: string, at: number): number {
  if (text.charCodeAt(at) !== BACKSLASH || text.charCodeAt(at + 1) !== LETTER_U) return OTHER;
  const first = text.charCodeAt(at + 2) | 0x20; // lower case
  if (first === 0x30) return text.startsWith('000', at + 3) ? NUL : OTHER;
  if (first !== 0x64) return OTHER; // d
  const second = text.charCodeAt(at + 3) | 0x20;
  if (second === 0x38 || second === 0x39 || second === 0x61 || second === 0x62) return HIGH_SURROGATE; // d8-db
  if (second >= 0x63 && second <= 0x66) return LOW_SURROGATE; // dc-df
  return OTHER;
}

/**
 * One pass over JSON text, without parsing it: refuses (TextError) text over the bounds, and tells whether a string
 * may hold U+0000 or a lone surrogate. Valid UTF-8 can carry neither as a character (JSON refuses a raw U+0000 in a
 * string), so each can only be written as a `\u` escape, which is what this looks for.
 */
function scanJsonText(text: string, bounds: JsonBounds): { nul: boolean; surrogate: boolean } {
  const found = { nul: false, surrogate: false };
  let values = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === QUOTE) break;
        if (s !== BACKSLASH) continue;
        const kind = escapeAt(text, i);
        if (kind === NUL) found.nul = true;
        else if (kind === LOW_SURROGATE) found.surrogate = true;
        else if (kind === HIGH_SURROGATE) {
          if (escapeAt(text, i + 6) === LOW_SURROGATE) i += 6;
          else found.surrogate = true;
        }
        // Past the escape's letter; the loop steps over the rest of a `\u` escape as plain characters.
        i++;
      }
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > bounds.maxDepth) throw new TextError([], `must nest at most ${bounds.maxDepth} levels deep`);
      if (++values > bounds.maxValues) throw new TextError([], `must hold at most ${bounds.maxValues} values`);
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    } else if (c === COMMA && ++values > bounds.maxValues) {
      throw new TextError([], `must hold at most ${bounds.maxValues} values`);
    }
  }
  return found;
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
    throw new TextError(invalidUtf8Path(Buffer.from(bytes).toString('utf8'), parse), TEXT_PROBLEMS.utf8);
  }
  return parse(text);
}

/** Where invalid UTF-8 is, in the text decoded leniently (the bad bytes became U+FFFD); empty when it cannot be told. */
function invalidUtf8Path(leniently: string, parse: (text: string) => unknown): PropertyKey[] {
  try {
    return findString(parse(leniently), (s) => s.includes('\uFFFD')) ?? [];
  } catch {
    return [];
  }
}

/**
 * A JSON request body: text within the bounds (checked in one pass before it is parsed, so a cheap body cannot cost
 * the server much), valid UTF-8, and no U+0000 or lone surrogate in any string or key. Each is a TextError naming the
 * field where it can; a body that is not JSON throws whatever `parse` throws. The cost is linear in the body's length:
 * the parsed value is walked only to name the field of a body that is refused.
 */
export function parseJsonBody(bytes: Uint8Array, parse: (text: string) => unknown, bounds: JsonBounds): unknown {
  let text: string;
  let isUtf8 = true;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    text = Buffer.from(bytes).toString('utf8');
    isUtf8 = false;
  }
  const found = scanJsonText(text, bounds);
  if (!isUtf8) throw new TextError(invalidUtf8Path(text, parse), TEXT_PROBLEMS.utf8);
  const value = parse(text);
  if (found.nul) throw new TextError(findString(value, hasNul) ?? [], TEXT_PROBLEMS.nul);
  if (found.surrogate) throw new TextError(findString(value, hasLoneSurrogate) ?? [], TEXT_PROBLEMS.surrogate);
  return value;
}
