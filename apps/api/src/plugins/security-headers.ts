import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPlainOrigin } from '@client-portal/contract';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /**
   * Origins allowed in frames (the dashboard hosts present in the data), read for each page: the same array while they
   * stay the same. It reads the database (domain/dashboard-pages/frame-origins.ts), so pages wait for it; API answers
   * do not, and files (scripts, styles, images), whose policy frames nothing, take the origins as last read.
   */
  frameOrigins: { current: () => Promise<string[]>; last: () => string[] };
  /** Extra origins the SPA may call (API_HOST when the SPA talks to another server). */
  connectOrigins: string[];
  /** Extra sources of images: the brand logo's host when LOGO_URL is on another one (logoImageSources). */
  imageSources: string[];
}

/** The header writes of one helmet pass, recorded instead of applied to a response. */
type RecordedHeaders = Record<string, string>;

function recordHeaders(applyHeaders: ReturnType<typeof helmet>): RecordedHeaders {
  const headers: RecordedHeaders = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  // helmet's middlewares run synchronously and only call setHeader/removeHeader on the response.
  applyHeaders({} as IncomingMessage, response as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The API's answers are JSON, not documents: they get the headers the OWASP REST Security Cheat Sheet lists for API
 * responses instead of the pages' policy. `default-src 'none'` makes an answer opened as a page inert, framing is
 * refused, and `no-store` keeps a client's data (and sign-in tokens) out of browser and proxy caches. The pages'
 * headers (what a page may load, the dashboards it may frame) mean nothing to a JSON answer.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** An API call (answered in JSON), as the SPA's fallback tells them apart. */
export const isApiPath = (url: string) => url.startsWith('/api/');

/** A page (the SPA's document, for any of its paths), not a file: its path has no extension, or `.html`. */
const isPage = (url: string) => !/\.(?!html?$)[a-z0-9]+$/i.test(url.split('?')[0]!);

/**
 * The brand's images at the site's root (`/logo.svg`, a LOGO_URL such as `/logo.png`) are shown by emails, which a
 * webmail page loads from its own origin: they may be loaded from anywhere.
 */
const EMBEDDABLE_IMAGE = /^\/[^/?]+\.(?:svg|png|jpe?g|gif|webp)(?:\?.*)?$/i;

/**
 * The image sources the pages need for the brand logo: none when LOGO_URL is the portal's own (relative, or data:),
 * else its origin (for a protocol-relative address, its host: the page's own scheme). An address the policy cannot
 * name as a plain host adds nothing, and the logo stays away rather than opening the pages to every host.
 */
export function logoImageSources(logoUrl: string): string[] {
  const address = logoUrl.trim();
  const isProtocolRelative = address.startsWith('//');
  if (!isProtocolRelative && !/^https?:/i.test(address)) return [];
  let url: URL;
  try {
    url = new URL(address, 'https://portal.invalid/');
  } catch {
    return [];
  }
  if (!isPlainOrigin(url.origin)) return [];
  return [isProtocolRelative ? url.host : url.origin];
}

/** The API's readable description (`/api/docs` and its assets) is a page, with the pages' policy. */
const API_DOCS_PAGE = /^\/api\/docs(?:\/?(?:\?.*)?$|\/static\/)/;
const getsApiHeaders = (url: string) => isApiPath(url) && !API_DOCS_PAGE.test(url);

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  // helmet itself, built once: @fastify/helmet rebuilds the whole helmet middleware (parsing every CSP directive)
  // on each request, which cost more CPU than the rest of a typical API request together (see bench/).
  let frameSrc = "'self'";
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // blob: previews of attached images, fetched with the bearer token (never SVG: see PREVIEWABLE_IMAGE_TYPES);
        // data: Bootstrap's icons and the two-factor QR code. No other host: an image loaded from one tells it who
        // opened the page and when (rich text shows such images as links, see lib/rich-text.ts).
        imgSrc: ["'self'", 'data:', 'blob:', ...opts.imageSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...opts.connectOrigins],
        frameSrc: [() => frameSrc],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only when the request came over HTTPS (set below).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  // Even built once, helmet re-validates the dynamic frame-src and sets eleven headers one by one on every
  // response. Its output only changes with the frame origins, so it is recorded once per origin list (the list is
  // a new array each time the origins are read again) and the same headers are set in one call.
  /**
   * The pages' headers for one list of frame origins. One stored value must never take the pages down: an origin the
   * policy cannot name as `scheme://host[:port]` is left out (and logged), and should helmet still refuse the policy,
   * the pages frame only themselves.
   */
  let loggedLeftOut = '';
  const pageHeaders = (origins: string[]): RecordedHeaders => {
    const plain = origins.filter(isPlainOrigin);
    const leftOut = origins.filter((origin) => !isPlainOrigin(origin));
    // Said once for each set of such origins, not every time the origins are read again.
    if (leftOut.join(' ') !== loggedLeftOut) {
      loggedLeftOut = leftOut.join(' ');
      if (leftOut.length) {
        app.log.warn({ leftOut }, 'Dashboard origins left out of frame-src: not a plain scheme://host[:port]');
      }
    }
    frameSrc = [...plain, "'self'"].join(' ');
    try {
      return recordHeaders(applyHeaders);
    } catch (error) {
      app.log.error({ err: error, frameSrc }, 'The Content-Security-Policy was refused: pages frame only themselves');
      frameSrc = "'self'";
      return recordHeaders(applyHeaders);
    }
  };
  let headers = pageHeaders([]);
  let headersFrameOrigins: string[] | undefined;
  app.addHook('onRequest', (request, reply, done) => {
    // HSTS only when the request came over HTTPS (directly, or through a trusted proxy).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // The router decodes the path, so `/%61pi/health` is answered by `/api/health`: a raw URL that does not look like
    // an API call is checked again against the route it matched (routeOptions builds an object on each read, so only
    // then). Unmatched requests (404s) go by their path, as the SPA's fallback does.
    if (getsApiHeaders(request.url) || getsApiHeaders(request.routeOptions.url ?? '')) {
      reply.headers(API_HEADERS);
      done();
      return;
    }
    const answer = (origins: string[]) => {
      if (origins !== headersFrameOrigins) {
        headers = pageHeaders(origins);
        headersFrameOrigins = origins;
      }
      reply.headers(headers);
      if (EMBEDDABLE_IMAGE.test(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
      done();
    };
    if (!isPage(request.url)) return answer(opts.frameOrigins.last());
    opts.frameOrigins
      .current()
      .then(answer, (error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
  });
});
