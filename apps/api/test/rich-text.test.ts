import { addRichTextHooks, RICH_TEXT_CONFIG } from '@client-portal/contract/rich-text-policy';
import { problemsIn, REMOTE_LOAD_VECTORS, remoteLoadsIn, XSS_VECTORS } from '@client-portal/contract/rich-text-vectors';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitiseRichText } from '../src/lib/rich-text.js';

/**
 * The server stores rich text sanitised with its own allow-list (sanitize-html, no DOM). Here a browser-grade parser
 * (jsdom) reads what it stores, as the client screens will, and the client's own sanitiser (DOMPurify with the
 * contract's policy) is run over it: it must find nothing to remove.
 */
const { window } = new JSDOM('');
const clientSanitiser = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
addRichTextHooks(clientSanitiser);

/** The HTML as a browser parses and writes it back (innerHTML of a div). */
function asParsed(html: string) {
  const container = window.document.createElement('div');
  container.innerHTML = html;
  return container;
}

const cases = Object.entries({ ...XSS_VECTORS, ...REMOTE_LOAD_VECTORS });
const ATTACHED_IMAGE = '/api/attachments/0f8fad5b-d9cb-469f-a165-70867728950e';

const VOID = new Set(['br', 'hr', 'img', 'col', 'wbr']);
/** A value each attribute keeps on both sides (a link's target and rel are what both sanitisers set). */
const ATTRIBUTE_VALUES: Record<string, string> = {
  href: 'https://example.com/',
  src: ATTACHED_IMAGE,
  cite: 'https://example.com/',
  target: '_blank',
  rel: 'noopener noreferrer',
  datetime: '2026-11-26',
  lang: 'en',
  dir: 'ltr',
  type: 'a',
  scope: 'col',
  open: '',
};

describe('the server’s rich-text sanitiser', () => {
  it.each(cases)('%s: stores no script, handler, dangerous URL or page-escaping markup', (_name, vector) => {
    expect(problemsIn(asParsed(sanitiseRichText(vector)))).toEqual([]);
  });

  it.each(cases)('%s: stores nothing that loads from outside the portal as it is shown', (_name, vector) => {
    expect(remoteLoadsIn(asParsed(sanitiseRichText(vector)))).toEqual([]);
  });

  it.each(cases)('%s: stores only what the client screens’ policy keeps, and is stable', (_name, vector) => {
    const stored = sanitiseRichText(vector);
    const parsed = asParsed(stored).innerHTML;
    expect(clientSanitiser.sanitize(stored, RICH_TEXT_CONFIG)).toBe(parsed);
    expect(sanitiseRichText(stored)).toBe(stored);
    // What a browser makes of it, sanitised again, is what was stored: parsing does not turn it into anything new.
    expect(sanitiseRichText(parsed)).toBe(sanitiseRichText(asParsed(parsed).innerHTML));
  });

  it('keeps what the editor writes: text formatting, lists, quotes, code, links, attached images and tables', () => {
    const html =
      '<h2>Release</h2><p>Hello <strong>team</strong>, <em>see</em> <u>this</u> <s>not</s> <code>x &lt; y</code> "quoted" &amp; more</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>quote</p></blockquote><pre><code>a\n  b</code></pre>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2">link</a> <a href="/tickets/1">inside</a> <a href="mailto:a@example.com">mail</a></p>' +
      `<p><img src="${ATTACHED_IMAGE}" alt="shot" width="20"></p>` +
      '<table><thead><tr><th colspan="2">Plugin</th></tr></thead><tbody><tr><td>Yoast</td><td>22.1</td></tr></tbody></table><hr>';
    const stored = sanitiseRichText(html);
    expect(asParsed(stored).innerHTML).toBe(
      html
        .replace(
          '<a href="https://example.com/a?b=1&amp;c=2">',
          '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">',
        )
        .replace('<a href="/tickets/1">', '<a href="/tickets/1" target="_blank" rel="noopener noreferrer">')
        .replace(
          '<a href="mailto:a@example.com">',
          '<a href="mailto:a@example.com" target="_blank" rel="noopener noreferrer">',
        ),
    );
  });

  it('allows no tag or attribute the client screens’ policy would remove', () => {
    const attributes = (tag: string) =>
      [...ALLOWED_ATTRIBUTES['*']!, ...(ALLOWED_ATTRIBUTES[tag] ?? [])]
        .map((name) => `${name}="${ATTRIBUTE_VALUES[name] ?? '1'}"`)
        .join(' ');
    const element = (tag: string, inner = 'x') =>
      VOID.has(tag) ? `<${tag} ${attributes(tag)}>` : `<${tag} ${attributes(tag)}>${inner}</${tag}>`;
    // Each tag where the HTML parser keeps it: list items in lists, cells in tables, and so on.
    const inside: Record<string, string> = {
      ul: element('li'),
      ol: element('li'),
      dl: element('dt') + element('dd'),
      figure: element('figcaption'),
      details: element('summary'),
      table:
        element('caption') +
        element('colgroup', element('col')) +
        ['thead', 'tbody', 'tfoot'].map((part) => element(part, element('tr', element('th') + element('td')))).join(''),
    };
    const placed = new Set(['li', 'dt', 'dd', 'figcaption', 'summary', 'caption', 'colgroup', 'col', 'thead']);
    ['tbody', 'tfoot', 'tr', 'th', 'td'].forEach((tag) => placed.add(tag));
    const html = ALLOWED_TAGS.filter((tag) => !placed.has(tag))
      .map((tag) => element(tag, inside[tag]))
      .join('');
    const parsed = asParsed(html);
    // Every allowed tag and attribute is in the document, and survives both sanitisers.
    expect(new Set([...parsed.querySelectorAll('*')].map((e) => e.localName))).toEqual(new Set(ALLOWED_TAGS));
    expect(asParsed(sanitiseRichText(html)).innerHTML).toBe(parsed.innerHTML);
    expect(clientSanitiser.sanitize(html, RICH_TEXT_CONFIG)).toBe(parsed.innerHTML);
  });

  it('drops what runs with its content, and other unknown tags but not their text', () => {
    expect(sanitiseRichText('<p>Hello <b>team</b></p><script>alert(1)</script><style>p{}</style>')).toBe(
      '<p>Hello <b>team</b></p>',
    );
    expect(sanitiseRichText('<form><p>kept <marquee>moving</marquee></p><input value="x"></form>')).toBe(
      '<p>kept moving</p>',
    );
  });

  it('opens links in a new tab without the opener; a link without an address has no target', () => {
    expect(sanitiseRichText(XSS_VECTORS['a onclick with a good href']!)).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(sanitiseRichText('<a href="javascript:alert(1)" target="_self">x</a>')).toBe('<a>x</a>');
  });

  it('lets image data URLs through on images only, and no other data URL', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(asParsed(sanitiseRichText(`<img src="${png}" alt="dot">`)).innerHTML).toBe(`<img src="${png}" alt="dot">`);
    expect(asParsed(sanitiseRichText(XSS_VECTORS['img data text/html base64']!)).innerHTML).toBe('<img>');
    expect(asParsed(sanitiseRichText('<img src="data:image/svg+xml,x" alt="x">')).innerHTML).toBe(
      '<img src="data:image/svg+xml,x" alt="x">',
    );
    expect(sanitiseRichText(`<a href="${png}">x</a>`)).toBe('<a>x</a>');
  });

  it('stores an image from another site as a link to it, with its words or else its address', () => {
    expect(
      sanitiseRichText('<p><img src="https://tracker.example/p.png" alt="Our logo" title="Logo" width="1"></p>'),
    ).toBe(
      '<p><a title="Logo" href="https://tracker.example/p.png" target="_blank" rel="noopener noreferrer">Our logo</a></p>',
    );
    expect(sanitiseRichText('<img src="//tracker.example/p.png?u=1&amp;t=2" alt=" ">')).toBe(
      '<a href="//tracker.example/p.png?u=1&amp;t=2" target="_blank" rel="noopener noreferrer">//tracker.example/p.png?u=1&amp;t=2</a>',
    );
    expect(sanitiseRichText('<img src="x" alt="&lt;b&gt;">')).toBe(
      '<a href="x" target="_blank" rel="noopener noreferrer">&lt;b&gt;</a>',
    );
  });

  it('stores an image from another site inside a link as its words only: a link holds no link', () => {
    expect(
      sanitiseRichText(
        '<a href="https://site.example/"><b><img src="https://tracker.example/p.png" alt="logo"></b> site</a> :)',
      ),
    ).toBe(
      '<a href="https://site.example/" target="_blank" rel="noopener noreferrer"><b><span>logo</span></b> site</a> :)',
    );
  });

  it('keeps the portal’s own images: attached files and images written into the text', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const html = `<p><img src="${ATTACHED_IMAGE}" alt="shot" width="20"> <img src="${png}" alt="dot"></p>`;
    expect(asParsed(sanitiseRichText(html)).innerHTML).toBe(html);
    expect(sanitiseRichText(`<img src="https://tracker.example${ATTACHED_IMAGE}">`)).toBe(
      `<a href="https://tracker.example${ATTACHED_IMAGE}" target="_blank" rel="noopener noreferrer">https://tracker.example${ATTACHED_IMAGE}</a>`,
    );
  });
});
