import { describe, expect, it } from 'vitest';
import { replaceEmoji } from '@client-portal/contract/rich-text-policy';
import { renderRichText } from './rich-text';

describe('renderRichText', () => {
  it('removes scripts and event handlers', () => {
    const html = renderRichText('<p onclick="alert(1)">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>');
    expect(html).not.toMatch(/script|onclick|onerror/i);
    expect(html).toContain('Hi');
  });

  it('removes javascript: links and opens other links safely', () => {
    expect(renderRichText('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
    expect(renderRichText('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('shows an image from another site as a link to it, and no image', () => {
    expect(renderRichText('<p><img src="https://tracker.example/p.png" alt="Our logo" title="Logo"></p>')).toBe(
      '<p><a title="Logo" href="https://tracker.example/p.png" target="_blank" rel="noopener noreferrer">Our logo</a></p>',
    );
    expect(renderRichText('<img src="//tracker.example/p.png">')).toBe(
      '<a href="//tracker.example/p.png" target="_blank" rel="noopener noreferrer">//tracker.example/p.png</a>',
    );
    // Inside a link, where a second link would not parse: its words only.
    expect(
      renderRichText('<a href="https://site.example/"><img src="https://tracker.example/p.png" alt="logo"></a>'),
    ).toBe('<a href="https://site.example/" target="_blank" rel="noopener noreferrer"><span>logo</span></a>');
  });

  it('keeps attached images and images written into the text, and loads no other media', () => {
    const attached = '<img src="/api/attachments/0f8fad5b-d9cb-469f-a165-70867728950e" alt="shot">';
    expect(renderRichText(attached)).toBe(attached);
    expect(renderRichText('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
    );
    expect(
      renderRichText('<video poster="https://tracker.example/p.png" src="https://tracker.example/v.mp4"></video>'),
    ).toBe('<video></video>');
    expect(
      renderRichText('<table background="https://tracker.example/p.png"><tbody><tr><td>x</td></tr></tbody></table>'),
    ).toBe('<table><tbody><tr><td>x</td></tr></tbody></table>');
  });

  it('replaces shortcodes in text but not inside attributes', () => {
    expect(renderRichText('<p title=":smile:">Done :check:</p>')).toBe('<p title=":smile:">Done ✅</p>');
  });

  it('gives the same result when sanitising twice', () => {
    const once = renderRichText('<a href="https://x.test">a</a><svg><script>1</script></svg> :heart:');
    expect(renderRichText(once)).toBe(once);
  });
});

describe('replaceEmoji', () => {
  it('replaces every listed shortcode and leaves unknown ones', () => {
    expect(replaceEmoji(':alert: :warning: :info: :tip: :frown: :unknown:')).toBe('🚨 ⚠️ ℹ️ 💡 🙁 :unknown:');
  });
});
