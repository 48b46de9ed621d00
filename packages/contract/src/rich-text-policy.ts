import type { Config, DOMPurify } from 'dompurify';

/**
 * The sanitising policy for rich text (ticket descriptions, updates, notes, report fields) the client screens apply
 * before display (spec §5), with the browser's DOMPurify. The server stores only what this policy keeps: its own
 * stricter allow-list (apps/api/src/lib/rich-text.ts) is tested against it on the XSS corpus.
 */

/** Spec §5: these shortcodes become emoji, in text only (never inside tags or attributes): on screen and in emails. */
const EMOJI: Record<string, string> = {
  alert: '🚨',
  warning: '⚠️',
  info: 'ℹ️',
  check: '✅',
  smile: '😊',
  thumbsup: '👍',
  thumbsdown: '👎',
  heart: '❤️',
  tip: '💡',
  frown: '🙁',
};

/** Any of the shortcodes, in running text. */
export const EMOJI_SHORTCODE = new RegExp(`:(${Object.keys(EMOJI).join('|')}):`, 'g');

export function replaceEmoji(text: string): string {
  return text.replace(EMOJI_SHORTCODE, (match, name: string) => EMOJI[name] ?? match);
}

/** DOMPurify lets data: URLs through on media tags whatever their type; only media types may stay. */
const URL_ATTRIBUTES = ['src', 'href', 'xlink:href', 'poster', 'background'];
const SAFE_DATA_URL = /^data:(image|audio|video)\//;
/** A URL as its scheme is judged: browsers ignore whitespace and control characters inside a URL's scheme. */
// eslint-disable-next-line no-control-regex -- control characters are what is stripped
export const normaliseUrl = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

/** An attached file's download address, as the portal itself serves it (routes/api/attachments). */
const ATTACHMENT_URL =
  /^\/api\/attachments\/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * Whether rich text may load this URL as it is shown: an attached file of the portal, or media written into the text
 * itself (data:). Anything else is fetched from wherever it points each time someone reads the text, telling that
 * host who read it, when and from where. Such an image is shown as a link to it instead (in a link, as words only),
 * by the server as the text is written (apps/api/src/lib/rich-text.ts) and by this policy as it is shown.
 */
export const isPortalSource = (url: string): boolean =>
  ATTACHMENT_URL.test(url) || SAFE_DATA_URL.test(normaliseUrl(url));

/** The words of the link that stands for an image from elsewhere: its alternative text, else its address. */
export const imageLinkText = (alt: string | null | undefined, src: string): string => alt?.trim() || src;

/** Attributes that load what they point at as the text is shown (an image from elsewhere becomes a link first). */
const LOADING_ATTRIBUTES = ['src', 'poster', 'background'];
/** Attributes the link made from an image keeps (those every element may have). */
const KEPT_ON_IMAGE_LINKS = ['title', 'lang', 'dir'];

export const RICH_TEXT_CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Nothing that runs, submits, embeds or restyles the page outside the card.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'link',
    'meta',
    'base',
    // Inert, but its content is parsed in a separate fragment: a mutation-XSS ingredient that does not round-trip.
    'template',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'srcset', 'action', 'formaction'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

const ELEMENT_NODE = 1;

/** The part of a DOM element the hooks use (this package is built without the DOM's types). */
interface ElementLike {
  tagName: string;
  ownerDocument: { createElement(tagName: string): ElementLike };
  textContent: string | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  closest(selector: string): unknown;
  replaceWith(node: unknown): void;
}

/** Links open in a new tab without the opener; a link without an address gets no target. */
function setLinkTarget(element: ElementLike): void {
  if (element.hasAttribute('href')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  } else {
    element.removeAttribute('target');
  }
}

/** An image from elsewhere becomes a link to it; inside a link, where a second link would not parse, its words alone. */
function replaceImage(image: ElementLike, src: string): void {
  const isInLink = image.closest('a') !== null;
  const replacement = image.ownerDocument.createElement(isInLink ? 'span' : 'a');
  for (const name of KEPT_ON_IMAGE_LINKS) {
    const value = image.getAttribute(name);
    if (value !== null) replacement.setAttribute(name, value);
  }
  if (!isInLink) {
    replacement.setAttribute('href', src);
    setLinkTarget(replacement);
  }
  replacement.textContent = imageLinkText(image.getAttribute('alt'), src);
  image.replaceWith(replacement);
}

/**
 * Adds the policy's hooks to a DOMPurify instance: unsafe data: URLs go, links open in a new tab without opener, and
 * nothing is loaded from outside the portal (see isPortalSource).
 */
export function addRichTextHooks(purifier: DOMPurify): void {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as unknown as ElementLike;
    for (const name of URL_ATTRIBUTES) {
      const url = element.getAttribute(name);
      if (url === null) continue;
      const normalised = normaliseUrl(url);
      if (normalised.startsWith('data:') && !SAFE_DATA_URL.test(normalised)) element.removeAttribute(name);
    }
    const src = element.getAttribute('src');
    if (element.tagName === 'IMG' && src !== null && !isPortalSource(src)) {
      replaceImage(element, src);
      return;
    }
    for (const name of LOADING_ATTRIBUTES) {
      const url = element.getAttribute(name);
      if (url !== null && !isPortalSource(url)) element.removeAttribute(name);
    }
    if (element.tagName === 'A') setLinkTarget(element);
  });
}
