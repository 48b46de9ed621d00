import type { Config, DOMPurify } from 'dompurify';

/**
 * The sanitising policy for rich text (ticket descriptions, updates, notes, report fields) the client screens apply
 * before display (spec §5), with the browser's DOMPurify. The server stores only what this policy keeps: its own
 * stricter allow-list (apps/api/src/lib/rich-text.ts) is tested against it on the XSS corpus.
 */

/** Spec §5: these shortcodes become emoji, in text only (never inside tags or attributes): on screen and in emails. */
export const EMOJI: Record<string, string> = {
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

const SHORTCODE = new RegExp(`:(${Object.keys(EMOJI).join('|')}):`, 'g');

export function replaceEmoji(text: string): string {
  return text.replace(SHORTCODE, (match, name: string) => EMOJI[name] ?? match);
}

/** DOMPurify lets data: URLs through on media tags whatever their type; only media types may stay. */
const URL_ATTRIBUTES = ['src', 'href', 'xlink:href', 'poster', 'background'];
const SAFE_DATA_URL = /^data:(image|audio|video)\//;
/** A URL as its scheme is judged: browsers ignore whitespace and control characters inside a URL's scheme. */
// eslint-disable-next-line no-control-regex -- control characters are what is stripped
export const normaliseUrl = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

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
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** Adds the policy's hooks to a DOMPurify instance: unsafe data: URLs go, links open in a new tab without opener. */
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
    if (element.tagName === 'A') {
      if (element.hasAttribute('href')) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      } else {
        element.removeAttribute('target');
      }
    }
  });
}
