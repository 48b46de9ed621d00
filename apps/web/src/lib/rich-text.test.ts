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
