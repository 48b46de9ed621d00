import { imageLinkText, isPortalSource, normaliseUrl } from '@client-portal/contract/rich-text-policy';
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';

/**
 * What people write (ticket descriptions, updates, notes, report fields) is stored sanitised. The client screens
 * sanitise again before display with DOMPurify and the contract's policy (packages/contract/src/rich-text-policy.ts,
 * spec §5); the server keeps a stricter allow-list of its own, written for sanitize-html: text formatting, lists,
 * links, images and tables, nothing that runs, submits, embeds, restyles the page or changes how the rest is parsed.
 * Images are only those the portal serves (isPortalSource): one from elsewhere is stored as a link to it, so reading
 * the text tells no other host who read it, or when. So whatever the server stores passes the client's policy
 * unchanged (test/rich-text.test.ts proves it on the XSS corpus). sanitize-html rebuilds the output from its own tokens
 * and escapes all text, so it needs no DOM.
 */

export const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'address'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'big'],
  ...['code', 'kbd', 'samp', 'var', 'q', 'cite', 'abbr', 'dfn', 'time', 'bdi', 'bdo', 'wbr'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['a', 'img', 'figure', 'figcaption'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['details', 'summary', 'section', 'article', 'header', 'footer', 'aside', 'main', 'nav', 'center', 'font'],
];

/** Removed with everything inside them (the rest lose only their tags). */
const DROPPED_WITH_CONTENT = [
  ...['script', 'style', 'template', 'textarea', 'option', 'select', 'noscript', 'noembed', 'noframes'],
  ...['iframe', 'frame', 'frameset', 'object', 'embed', 'xmp', 'plaintext', 'title', 'svg', 'math'],
];

const GLOBAL_ATTRIBUTES = ['title', 'lang', 'dir'];

/** Every attribute that holds a URL here; each is checked below. */
const URL_ATTRIBUTES = ['href', 'src', 'cite'];
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SAFE_DATA_URL = /^data:image\//;

/**
 * A URL the client's policy keeps too: relative, or of a safe scheme; data: only for an image's source. Whatever
 * stands before the first ":" that comes before any "/", "?" or "#" is taken as the scheme, however odd it is.
 */
function isSafeUrl(tagName: string, attribute: string, value: string): boolean {
  const url = normaliseUrl(value);
  const end = url.search(/[:/?#]/);
  if (end === -1 || url[end] !== ':') return true;
  const scheme = url.slice(0, end);
  if (scheme === 'data') return tagName === 'img' && attribute === 'src' && SAFE_DATA_URL.test(url);
  return SAFE_SCHEMES.has(scheme);
}

export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': GLOBAL_ATTRIBUTES,
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  ol: ['start', 'reversed', 'type'],
  ul: ['type'],
  li: ['value'],
  col: ['span'],
  colgroup: ['span'],
  th: ['colspan', 'rowspan', 'scope', 'headers'],
  td: ['colspan', 'rowspan', 'headers'],
  details: ['open'],
  font: ['color', 'face', 'size'],
};

/** Keeps the attributes whose URLs the client's policy keeps too. */
function withSafeUrls(tagName: string, attribs: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (URL_ATTRIBUTES.includes(name) && !isSafeUrl(tagName, name, value)) continue;
    kept[name] = value;
  }
  return kept;
}

/**
 * The server's policy for one text. An image from elsewhere becomes a link to it with its alternative text (or
 * address) as the words; inside a link, where a second link would not parse, the words alone (a span). `linkDepth`
 * counts the links open around the tag being read (the parser closes every tag it opens, void ones at once).
 */
function optionsForOneText(): IOptions {
  let linkDepth = 0;
  return {
    allowedTags: ALLOWED_TAGS,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: [...SAFE_SCHEMES],
    allowedSchemesByTag: { img: [...SAFE_SCHEMES, 'data'] },
    allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
    allowProtocolRelative: true,
    allowedStyles: {},
    allowVulnerableTags: false,
    onOpenTag: (tagName) => void (tagName === 'a' && linkDepth++),
    onCloseTag: (tagName) => void (tagName === 'a' && linkDepth--),
    transformTags: {
      img: (tagName: string, attribs: Attributes) => {
        const kept = withSafeUrls(tagName, attribs);
        const { src, alt, width: _width, height: _height, ...global } = kept;
        if (src === undefined || isPortalSource(src)) return { tagName, attribs: kept };
        const text = imageLinkText(alt, src);
        if (linkDepth > 0) return { tagName: 'span', attribs: global, text };
        return { tagName: 'a', attribs: { ...global, href: src }, text };
      },
      '*': (tagName: string, attribs: Attributes) => {
        const kept = withSafeUrls(tagName, attribs);
        // Links open in a new tab without access to the portal; a link without an address gets no target.
        if (tagName === 'a') {
          delete kept.target;
          delete kept.rel;
          if (kept.href !== undefined) Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
        }
        return { tagName, attribs: kept };
      },
    },
  };
}

/** Sanitises rich text with the server's policy (above): what is stored is what the client screens would show. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, optionsForOneText());
}
