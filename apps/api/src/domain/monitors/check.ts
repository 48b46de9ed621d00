import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import {
  ADDRESS_NOT_ALLOWED,
  AddressNotAllowedError,
  isPublicAddress,
  literalAddress,
  publicOnlyLookup,
  type ResolveAll,
} from './address-policy.js';

export interface CheckTarget {
  url: string;
  expectedStatusMin: number;
  expectedStatusMax: number;
  keyword: string | null;
  timeoutSeconds: number;
  ignoreTlsErrors: boolean;
}

export interface CheckResult {
  isUp: boolean;
  statusCode: number | null;
  /** From sending the request to the end of the answer (or to the failure). */
  responseMs: number;
  /** Why it is down, in words; null when up. */
  error: string | null;
  /** The HTTPS certificate's expiry, read from the connection; null for http:// or when none was seen. */
  certificateExpiresAt: string | null;
}

/** The most of a page read to look for the keyword: a page larger than this is cut off there. */
const MAX_BODY_BYTES = 1024 * 1024;

const USER_AGENT = 'ClientPortal-Uptime/1.0';

const CONNECTION_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'Connection reset',
  ENOTFOUND: 'Host not found',
  EAI_AGAIN: 'Host not found (DNS lookup failed)',
  EHOSTUNREACH: 'Host unreachable',
  ENETUNREACH: 'Network unreachable',
  CERT_HAS_EXPIRED: 'Certificate expired',
  CERT_NOT_YET_VALID: 'Certificate not yet valid',
  CERT_REVOKED: 'Certificate revoked',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'Certificate not trusted (self-signed)',
  SELF_SIGNED_CERT_IN_CHAIN: 'Certificate not trusted (self-signed in chain)',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'Certificate not trusted',
  UNABLE_TO_GET_ISSUER_CERT: 'Certificate not trusted (unknown issuer)',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'Certificate not trusted (unknown issuer)',
  CERT_UNTRUSTED: 'Certificate not trusted',
  ERR_TLS_CERT_ALTNAME_INVALID: 'Certificate does not match the host name',
};

export interface CheckOptions {
  /** The server is stopping: the check ends now. */
  signal?: AbortSignal;
  /** Private and internal addresses may be checked (MONITOR_ALLOW_PRIVATE): an agency's intranet sites. */
  allowPrivate?: boolean;
  /** Resolves host names: DNS unless a test stands in for it. */
  resolveName?: ResolveAll;
  now?: () => number;
}

/** A refused destination: nothing was sent, so nothing of it is told. */
const REFUSED: CheckResult = {
  isUp: false,
  statusCode: null,
  responseMs: 0,
  error: ADDRESS_NOT_ALLOWED,
  certificateExpiresAt: null,
};

/** A failed connection in words ("Connection refused"), for a check or an alert's post. */
export const describeError = (error: unknown): string => {
  const code = (error as { code?: string }).code ?? '';
  return CONNECTION_ERRORS[code] ?? (error instanceof Error ? error.message : String(error));
};

/**
 * One check: a GET of the URL, no redirects followed (a 3xx is an answer), with a time-out for the whole exchange.
 * Up when the status is in the expected range and, if a keyword is set, the page holds it.
 *
 * Unless private addresses are allowed, only public addresses are connected to (address-policy.ts): an address in
 * the URL is refused before any request, a name when it resolves, as the connection is made.
 */
export function checkSite(target: CheckTarget, options: CheckOptions = {}): Promise<CheckResult> {
  const { signal, allowPrivate = false, now = performance.now.bind(performance) } = options;
  const url = new URL(target.url);
  const address = literalAddress(url);
  if (!allowPrivate && address !== undefined && !isPublicAddress(address)) return Promise.resolve({ ...REFUSED });
  const client = url.protocol === 'https:' ? https : http;
  const started = now();
  return new Promise<CheckResult>((resolve) => {
    let certificateExpiresAt: string | null = null;
    let settled = false;
    const finish = (result: Omit<CheckResult, 'responseMs' | 'certificateExpiresAt'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...result, responseMs: Math.max(0, Math.round(now() - started)), certificateExpiresAt });
    };
    const refuse = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...REFUSED });
    };
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup(options.resolveName) }),
        headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*;q=0.8', 'accept-encoding': 'identity' },
        ...(url.protocol === 'https:' ? { rejectUnauthorized: !target.ignoreTlsErrors } : {}),
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        const expected = statusCode >= target.expectedStatusMin && statusCode <= target.expectedStatusMax;
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          if (!target.keyword || bytes >= MAX_BODY_BYTES) return;
          chunks.push(chunk);
          bytes += chunk.length;
        });
        const done = () => {
          if (!expected) {
            return finish({
              isUp: false,
              statusCode,
              error: `Status ${statusCode} (expected ${target.expectedStatusMin}–${target.expectedStatusMax})`,
            });
          }
          if (target.keyword && !Buffer.concat(chunks).toString('utf8').includes(target.keyword)) {
            return finish({ isUp: false, statusCode, error: `Keyword "${target.keyword}" not found` });
          }
          finish({ isUp: true, statusCode, error: null });
        };
        // Without a keyword the status is all that matters: a large or endless page is not waited for.
        if (!target.keyword) return done();
        response.on('end', done);
        response.on('error', (error) => finish({ isUp: false, statusCode, error: describeError(error) }));
      },
    );
    request.on('socket', (socket) => {
      socket.on('secureConnect', () => {
        const certificate = (socket as TLSSocket).getPeerCertificate();
        if (certificate?.valid_to) certificateExpiresAt = new Date(certificate.valid_to).toISOString();
      });
    });
    request.on('error', (error) =>
      error instanceof AddressNotAllowedError
        ? refuse()
        : finish({ isUp: false, statusCode: null, error: describeError(error) }),
    );
    const timer = setTimeout(
      () => finish({ isUp: false, statusCode: null, error: `Timed out after ${target.timeoutSeconds} s` }),
      target.timeoutSeconds * 1000,
    );
    // The server is stopping: the check ends now (and is not recorded).
    signal?.addEventListener('abort', () => finish({ isUp: false, statusCode: null, error: 'Stopped' }), {
      once: true,
    });
    request.end();
  });
}
