import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { buildSync } from 'esbuild';

declare global {
  interface Window {
    /** The contract's checks for dangerous markup and remote loads (packages/contract/src/rich-text-vectors.ts). */
    __richTextChecks?: {
      problemsIn: (root: ParentNode) => string[];
      remoteLoadsIn: (root: ParentNode) => string[];
      REMOTE_LOAD_VECTORS: Record<string, string>;
    };
    /** The SPA's own sanitiser (apps/web/src/lib/rich-text.ts). */
    __richText?: { renderRichText: (html: string) => string };
  }
}

/** A module of the repository bundled into one script that sets `window[globalName]` (init scripts run in a scope of their own). */
function bundleForPage(entry: string, globalName: string): string {
  return buildSync({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName,
    platform: 'browser',
    write: false,
  }).outputFiles[0]!.text.concat(`\nwindow.${globalName} = ${globalName};`);
}

const CHECKS = bundleForPage('../../packages/contract/src/rich-text-vectors.ts', '__richTextChecks');
const SANITISER = bundleForPage('../../apps/web/src/lib/rich-text.ts', '__richText');

/**
 * Gives every document the page opens from now on the contract's `problemsIn` (and, with `withSanitiser`, the SPA's
 * sanitiser), whatever the document's CSP: call before the first navigation. The unit tests of both sanitisers use the
 * same check, so a browser test and a unit test cannot disagree on what counts as dangerous.
 */
export async function addRichTextChecks(page: Page, { withSanitiser = false } = {}): Promise<void> {
  await page.addInitScript({ content: CHECKS });
  if (withSanitiser) await page.addInitScript({ content: SANITISER });
}

/**
 * Answers every request to another host with a network error at once: what a payload points at elsewhere fails
 * without waiting on DNS or a server, and the page settles (the tests record such requests before they fail).
 */
export async function failOtherHosts(page: Page, baseURL: string | undefined): Promise<void> {
  const ownHost = new URL(baseURL!).host;
  await page.route(
    (url) => url.protocol !== 'data:' && url.host !== ownHost,
    (route) => route.abort(),
  );
}

/**
 * Resolves once the page has settled: every image has loaded or failed, no media element is still fetching its first
 * data, and two frames have been drawn since (so toggle, focus and animation events have been dispatched). By then any
 * handler the sanitiser kept has run, and a sentinel it would set is there to be read.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((image) => image.complete) &&
      Array.from(document.querySelectorAll<HTMLMediaElement>('audio, video')).every(
        (media) => media.networkState !== HTMLMediaElement.NETWORK_LOADING || media.readyState > 0 || media.error,
      ),
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
