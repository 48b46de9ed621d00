import type { Config } from '../config.js';

/** What an email shows of the provider: the login screen's name and logo, with every address absolute. */
export interface EmailBranding {
  brand: string;
  /** Absolute http(s) URL, or undefined when LOGO_URL cannot become one (the name then stands alone). */
  logoUrl?: string;
  providerUrl: string;
  supportEmail: string;
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * LOGO_URL as a mail client can load it. The login screen resolves `/logo.svg` against the page; an email has no
 * page, so a relative logo is taken from the portal's own root, PUBLIC_URL (where reset links point too).
 */
export function absoluteLogoUrl(logoUrl: string, publicUrl: string): string | undefined {
  const base = `${publicUrl.replace(/\/+$/, '')}/`;
  const isRelative = !HAS_SCHEME.test(logoUrl) && !logoUrl.startsWith('//');
  let url: URL;
  try {
    url = new URL(isRelative ? logoUrl.replace(/^\/+/, '') : logoUrl, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/** Read at send time: PUBLIC_URL may only be known once the server listens. */
export function emailBranding(config: Config): EmailBranding {
  const { brand, logoUrl, providerUrl, supportEmail } = config.branding;
  return { brand, logoUrl: absoluteLogoUrl(logoUrl, config.publicUrl), providerUrl, supportEmail };
}
