import http from 'node:http';
import https from 'node:https';
import {
  ADDRESS_NOT_ALLOWED,
  AddressNotAllowedError,
  isPublicAddress,
  literalAddress,
  publicOnlyLookup,
} from '../monitors/address-policy.js';
import { describeError } from '../monitors/check.js';

/** How long a destination has to take an alert, at most. */
export const POST_TIMEOUT_MS = 10_000;
/** The most of an answer read (and kept, in the attempt's error) before the connection is closed. */
const ANSWER_BYTES = 512;

export interface PostOutcome {
  /** The destination's status; null when it did not answer. */
  statusCode: number | null;
  /** Why it failed, in words; null when the destination took it (2xx). */
  error: string | null;
  durationMs: number;
}

/**
 * Posts an alert: no redirects followed (a 3xx is a failure), at most `timeoutMs` for the whole exchange. As
 * the monitors' checks, only public addresses are reached unless private ones are allowed (MONITOR_ALLOW_PRIVATE):
 * an address in the URL is refused before anything is sent, a name as it resolves.
 */
export function postWebhook(
  url: string,
  request: { body: string; headers: Record<string, string> },
  allowPrivate: boolean,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<PostOutcome> {
  const target = new URL(url);
  const address = literalAddress(target);
  if (!allowPrivate && address !== undefined && !isPublicAddress(address)) {
    return Promise.resolve({ statusCode: null, error: ADDRESS_NOT_ALLOWED, durationMs: 0 });
  }
  const started = performance.now();
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve({ statusCode, error, durationMs: Math.round(performance.now() - started) });
    };
    const outgoing = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup() }),
        headers: {
          ...request.headers,
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'ClientPortal-Alerts/1.0',
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < ANSWER_BYTES) answer += chunk;
        });
        response.on('end', () => {
          if (statusCode >= 200 && statusCode < 300) return finish(statusCode, null);
          const said = answer.replace(/\s+/g, ' ').trim().slice(0, 200);
          finish(statusCode, `The destination answered ${statusCode}${said ? `: ${said}` : ''}`);
        });
        response.on('error', () => finish(statusCode, 'Connection lost while reading the answer'));
      },
    );
    outgoing.on('error', (error) => {
      if (error instanceof AddressNotAllowedError) return finish(null, ADDRESS_NOT_ALLOWED);
      finish(null, describeError(error));
    });
    const timer = setTimeout(() => finish(null, `No answer within ${timeoutMs / 1000} s`), timeoutMs);
    outgoing.end(request.body);
  });
}
