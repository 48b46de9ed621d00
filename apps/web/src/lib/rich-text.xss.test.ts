import { describe, expect, it } from 'vitest';
import { problemsIn, REMOTE_LOAD_VECTORS, remoteLoadsIn, XSS_VECTORS } from '@client-portal/contract/rich-text-vectors';
import { renderRichText } from './rich-text';

const VECTORS = XSS_VECTORS;

/** Parses the sanitiser's output as the ticket screens do (innerHTML of a div) and lists every problem. */
function findProblems(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  return problemsIn(container);
}

/** Whatever the sanitiser's output would load from outside the portal once parsed (images are never loaded here). */
function findRemoteLoads(html: string): string[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  return remoteLoadsIn(container);
}

describe('renderRichText against the XSS corpus', () => {
  const cases = Object.entries({ ...VECTORS, ...REMOTE_LOAD_VECTORS });

  it('has at least 50 vectors', () => {
    expect(Object.keys(VECTORS).length).toBeGreaterThanOrEqual(50);
  });

  it.each(cases)('%s: leaves no script, handler, dangerous URL or page-escaping markup', (_name, vector) => {
    const html = renderRichText(vector);
    expect(findProblems(html)).toEqual([]);
  });

  it.each(cases)('%s: leaves nothing that loads from outside the portal', (_name, vector) => {
    expect(findRemoteLoads(renderRichText(vector))).toEqual([]);
  });

  it.each(cases)('%s: gives the same HTML when sanitised twice and when re-parsed', (_name, vector) => {
    const once = renderRichText(vector);
    expect(renderRichText(once)).toBe(once);
    // Serialise → parse → serialise must be stable, or the browser could mutate it into something new.
    const container = document.createElement('div');
    container.innerHTML = once;
    expect(container.innerHTML).toBe(once);
  });

  it('keeps harmless content around the vectors', () => {
    expect(renderRichText(`<p>Hello <b>team</b></p><script>alert(1)</script>`)).toBe('<p>Hello <b>team</b></p>');
    expect(renderRichText(VECTORS['a onclick with a good href'])).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    // An image from anywhere but the portal's attachments is a link to it (x is the address: the image has no words).
    expect(renderRichText(VECTORS['emoji shortcode inside a handler'])).toBe(
      '<a href="x" target="_blank" rel="noopener noreferrer">x</a>🚨',
    );
  });

  it('lets image data URLs through but no other data URL', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(renderRichText(`<img src="${png}" alt="dot">`)).toBe(`<img src="${png}" alt="dot">`);
    expect(renderRichText(VECTORS['img data text/html base64'])).toBe('<img>');
    expect(renderRichText(`<img src="data:application/xhtml+xml,x" alt="x">`)).toBe('<img alt="x">');
  });
});
