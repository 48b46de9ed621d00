import DOMPurify, { type Config } from 'dompurify';

/** Spec §5: these shortcodes become emoji, in text only (never inside tags or attributes). */
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
  return text.replace(SHORTCODE, (_match, name: string) => EMOJI[name] ?? _match);
}

/** DOMPurify lets data: URLs through on media tags whatever their type; only media types may stay. */
const URL_ATTRIBUTES = ['src', 'href', 'xlink:href', 'poster', 'background'];
const SAFE_DATA_URL = /^data:(image|audio|video)\//;
// Browsers ignore whitespace and control characters inside a URL's scheme.
// eslint-disable-next-line no-control-regex -- control characters are what is stripped
const normaliseUrl = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

const CONFIG: Config = {
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

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const name of URL_ATTRIBUTES) {
      const url = node.getAttribute(name);
      if (url === null) continue;
      const normalised = normaliseUrl(url);
      if (normalised.startsWith('data:') && !SAFE_DATA_URL.test(normalised)) node.removeAttribute(name);
    }
    if (node.tagName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
  });
  // Text nodes only: a shortcode inside a tag or an attribute is left alone.
  instance.addHook('uponSanitizeElement', (node) => {
    if (node.nodeType === Node.TEXT_NODE && node.textContent && node.textContent.includes(':')) {
      node.textContent = replaceEmoji(node.textContent);
    }
  });
  purifier = instance;
  return instance;
}

/** Ticket descriptions, update texts and report fields (spec §5): sanitised HTML with emoji. Idempotent. */
export function renderRichText(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, CONFIG);
}
