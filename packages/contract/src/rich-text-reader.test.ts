import { describe, expect, it } from 'vitest';
import { decodeEntities, hasVisibleText, richTextBlocks, richTextLine } from './rich-text-reader.js';

const IMAGE = '<img src="/api/attachments/00000000-0000-4000-8000-000000000001" alt="">';

describe('hasVisibleText', () => {
  it('sees text inside tags, and plain text, as visible', () => {
    expect(hasVisibleText('<p>x</p>')).toBe(true);
    expect(hasVisibleText('A plain title')).toBe(true);
    expect(hasVisibleText('<p>&amp;</p>')).toBe(true);
    expect(hasVisibleText('<p>&lt;p&gt;</p>')).toBe(true);
  });

  it('sees nothing in empty values, bare tags and white space', () => {
    expect(hasVisibleText(undefined)).toBe(false);
    expect(hasVisibleText(null)).toBe(false);
    expect(hasVisibleText('')).toBe(false);
    expect(hasVisibleText('   ')).toBe(false);
    expect(hasVisibleText('<p></p>')).toBe(false);
    expect(hasVisibleText('  <p> </p> ')).toBe(false);
    expect(hasVisibleText('<ul></ul>')).toBe(false);
    expect(hasVisibleText('<p><br></p>')).toBe(false);
  });

  it('sees nothing in non-breaking spaces, however they are written (an emptied editor leaves them)', () => {
    expect(hasVisibleText('<p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleText('<p>&#160; &#xA0;</p>')).toBe(false);
    expect(hasVisibleText('<p>\u00a0</p>')).toBe(false);
  });

  it('sees an image as something shown, even without words', () => {
    expect(hasVisibleText(`<p>${IMAGE}</p>`)).toBe(true);
    expect(hasVisibleText('<p><img/></p>')).toBe(true);
    expect(hasVisibleText('<p><imgx></imgx></p>')).toBe(false);
  });
});

describe('decodeEntities', () => {
  it('reads named, decimal and hexadecimal references, and leaves unknown or invalid ones', () => {
    expect(decodeEntities('&amp; &#8364; &#x2192; &RSQUO; &nbsp;')).toBe('& € → ’  ');
    expect(decodeEntities('&unknown; &#0; &#x110000;')).toBe('&unknown; &#0; &#x110000;');
  });
});

describe('richTextBlocks', () => {
  it('turns paragraphs, line breaks and lists into blocks, with entities decoded and white space folded', () => {
    expect(
      richTextBlocks(
        '<p>First  line<br>second&nbsp;line</p>\n<ul><li>One &amp; two</li><li>Three<ol><li>a</li></ol></li></ul><p>&#8364;5 &#x2192; done</p>',
        { shortcodes: 'drop' },
      ),
    ).toEqual([
      { text: 'First line\nsecond line', depth: 0 },
      { text: 'One & two', bullet: '•', depth: 1 },
      { text: 'Three', bullet: '•', depth: 1 },
      { text: 'a', bullet: '1.', depth: 2 },
      { text: '€5 → done', depth: 0 },
    ]);
  });

  it('drops scripts, comments and (when asked) shortcodes, and keeps plain text as one paragraph', () => {
    const html = '<p>Safe<script>alert(1)</script> <!-- note -->text :tip:</p>';
    expect(richTextBlocks(html, { shortcodes: 'drop' })).toEqual([{ text: 'Safe text', depth: 0 }]);
    expect(richTextBlocks(html, { shortcodes: 'emoji' })).toEqual([{ text: 'Safe text 💡', depth: 0 }]);
    expect(richTextBlocks("Following this month's Site Care, ", { shortcodes: 'drop' })).toEqual([
      { text: "Following this month's Site Care,", depth: 0 },
    ]);
  });

  it('keeps white space inside pre and shows an image by its alternative text', () => {
    expect(
      richTextBlocks('<pre>a  b\n c</pre><p><img src="/x.png" alt="Chart &amp; key"></p>', { shortcodes: 'drop' }),
    ).toEqual([
      { text: 'a b\nc', depth: 0 },
      { text: 'Chart & key', depth: 0 },
    ]);
  });
});

describe('richTextLine (the words of a ticket email)', () => {
  it('puts a link’s address after its words, decoded and never changed by shortcodes', () => {
    expect(
      richTextLine(
        '<p>We moved the <strong>banner</strong> &amp; fixed it :check: See <a href="https://example.org/x?a=1&amp;b=2#:tip:">the page</a>.</p>',
      ),
    ).toBe('We moved the banner & fixed it ✅ See the page (https://example.org/x?a=1&b=2#:tip:).');
  });

  it('leaves out an address the words already give, a mail link’s scheme, and addresses of the portal itself', () => {
    expect(richTextLine('<p><a href="https://example.org">https://example.org</a></p>')).toBe('https://example.org');
    expect(richTextLine('<p>Write to <a href="mailto:help@example.org">us</a></p>')).toBe(
      'Write to us (help@example.org)',
    );
    expect(richTextLine('<p><a href="/api/attachments/x">the file</a></p>')).toBe('the file');
  });

  it('joins paragraphs, list items, cells and line breaks with a space', () => {
    expect(
      richTextLine('<p>One</p><ul><li>two</li></ul><table><tr><td>three</td><td>four</td></tr></table>a<br>b'),
    ).toBe('One two three four a b');
  });
});
