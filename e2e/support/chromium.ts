import { existsSync } from 'node:fs';

/** Flags for Debian's Chromium in a sandboxed, offline machine. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROME_PATH, else a system Chromium. Tests never download a browser of their own. */
export function chromiumPath(): string {
  const found = [process.env.CHROME_PATH, ...CANDIDATES].find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Chromium found. Set CHROME_PATH to a Chromium binary, or install one: apt-get install chromium',
    );
  }
  return found;
}
