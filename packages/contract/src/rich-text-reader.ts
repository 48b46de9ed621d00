import { EMOJI_SHORTCODE, replaceEmoji } from './rich-text-policy.js';

/**
 * Reading stored rich text (sanitised HTML) as text, without a DOM: whether it shows anything at all (a ticket's
 * description, a report's field, an unsaved draft) and its words in blocks (a report's PDF, a ticket email's excerpt).
 */

/** The named character references stored rich text holds (the sanitiser writes most characters as themselves). */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  deg: '°',
  times: '×',
  rarr: '→',
  larr: '←',
};

/** Character references (`&amp;`, `&#8217;`, `&#x2019;`) as the characters they stand for; unknown or invalid ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const TAG = /<[^>]*>/g;
const IMAGE = /<img[\s/>]/i;

/**
 * Whether rich text (or plain text) shows anything: a character other than white space once tags are dropped and
 * character references read (so `<p>&nbsp;</p>`, what an emptied editor leaves, shows nothing), or an image.
 */
export function hasVisibleText(html: string | null | undefined): html is string {
  if (!html) return false;
  return /\S/.test(decodeEntities(html.replace(TAG, ''))) || IMAGE.test(html);
}

export interface TextBlock {
  text: string;
  /** "•" or "1." for a list item. */
  bullet?: string;
  /** Nesting of lists: 0 for a paragraph. */
  depth: number;
}

export interface ReadOptions {
  /**
   * Spec §5's shortcodes: `emoji` turns them into emoji as the screen does (an email); `drop` leaves them out (a PDF,
   * whose standard fonts have no emoji).
   */
  shortcodes: 'emoji' | 'drop';
}

const BLOCK_TAGS = new Set(
  'p div h1 h2 h3 h4 h5 h6 blockquote pre table thead tbody tr section article header footer figure figcaption hr dl dt dd address details summary'.split(
    ' ',
  ),
);
/** Elements whose content is never text to show. */
const UNSHOWN_TAGS = new Set(['script', 'style', 'template', 'noscript']);
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((v) => v !== undefined);

/** Builds the blocks as the text comes and the tags open and close. */
class BlockReader {
  private readonly blocks: TextBlock[] = [];
  private readonly lists: Array<{ isOrdered: boolean; count: number }> = [];
  private current: TextBlock | null = null;
  private link: { href: string; start: number } | null = null;
  private preDepth = 0;

  constructor(private readonly options: ReadOptions) {}

  text(raw: string) {
    const decoded = decodeEntities(raw);
    const shown = this.options.shortcodes === 'emoji' ? replaceEmoji(decoded) : decoded.replace(EMOJI_SHORTCODE, '');
    const text = this.preDepth ? shown : shown.replace(/\s+/g, ' ');
    if (this.current || text.trim()) this.open().text += text;
  }

  tag(tag: string, isClosing: boolean, attributes: string) {
    if (tag === 'br') this.open().text += '\n';
    else if (tag === 'ul' || tag === 'ol') this.list(tag === 'ol', isClosing);
    else if (tag === 'li') this.item(isClosing);
    else if (tag === 'a') this.anchor(isClosing, attributes);
    else if (tag === 'img') this.open().text += decodeEntities(attribute(attributes, 'alt') ?? '');
    else if ((tag === 'td' || tag === 'th') && !isClosing && this.current) this.current.text += ' ';
    else if (BLOCK_TAGS.has(tag)) {
      this.flush();
      if (tag === 'pre') this.preDepth += isClosing ? -1 : 1;
    }
  }

  end(): TextBlock[] {
    this.flush();
    return this.blocks;
  }

  private open(): TextBlock {
    return (this.current ??= { text: '', depth: 0 });
  }

  private flush() {
    if (!this.current) return;
    const text = this.current.text
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, ' ').trim())
      .join('\n')
      .replace(/^\n+|\n+$/g, '');
    if (text) this.blocks.push({ ...this.current, text });
    this.current = null;
  }

  private list(isOrdered: boolean, isClosing: boolean) {
    this.flush();
    if (isClosing) this.lists.pop();
    else this.lists.push({ isOrdered, count: 0 });
  }

  private item(isClosing: boolean) {
    this.flush();
    if (isClosing) return;
    const list = this.lists.at(-1);
    const bullet = list?.isOrdered ? `${++list.count}.` : '•';
    this.current = { text: '', bullet, depth: Math.max(1, this.lists.length) };
  }

  /** Text that is read, not clicked, shows where a link goes, unless its words already do. */
  private anchor(isClosing: boolean, attributes: string) {
    if (!isClosing) {
      this.link = { href: decodeEntities(attribute(attributes, 'href') ?? ''), start: this.open().text.length };
      return;
    }
    const target = this.link?.href.replace(/^mailto:/i, '') ?? '';
    if (this.link && this.current && /^(https?|mailto):/i.test(this.link.href)) {
      if (this.current.text.slice(this.link.start).trim() !== target) this.current.text += ` (${target})`;
    }
    this.link = null;
  }
}

/** Paragraphs and list items of some HTML, their text decoded, with line breaks kept and other white space folded. */
export function richTextBlocks(html: string, options: ReadOptions): TextBlock[] {
  const reader = new BlockReader(options);
  let skipping: string | null = null;
  for (const [token, closing, rawTag, attributes = ''] of html.matchAll(TOKEN)) {
    const tag = rawTag?.toLowerCase();
    if (skipping) {
      if (closing && tag === skipping) skipping = null;
    } else if (!tag) {
      if (!token.startsWith('<!--')) reader.text(token);
    } else if (UNSHOWN_TAGS.has(tag)) {
      if (!closing) skipping = tag;
    } else {
      reader.tag(tag, Boolean(closing), attributes);
    }
  }
  return reader.end();
}

/** The words of some HTML on one line: its blocks one after another, white space folded, emoji shown. */
export const richTextLine = (html: string): string =>
  richTextBlocks(html, { shortcodes: 'emoji' })
    .map((block) => block.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
