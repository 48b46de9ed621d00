import { z } from 'zod';

/** WHATWG `URL`, a global in Node and in browsers alike (the contract is type-checked without either's types). */
declare const URL: new (input: string) => ParsedUrl;
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  origin: string;
}

/**
 * A plain web origin, `http(s)://host[:port]`, whose host is a DNS name or an IPv4 address in lower case: exactly
 * what a Content-Security-Policy source can name. WHATWG `URL` accepts hosts such as `evil.example;script-src` or
 * `a,b.example`, which would end a policy directive early, so parsing alone is not enough.
 */
const PLAIN_ORIGIN = /^https?:\/\/(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*(:[0-9]{1,5})?$/;

export const isPlainOrigin = (origin: string): boolean => origin.length <= 262 && PLAIN_ORIGIN.test(origin);

const urlMessages = {
  invalid: 'must be an http(s) URL',
  credentials: 'must not contain a user name or password',
  host: 'must have a valid host name',
} as const;

/** Why `value` is not an http(s) URL with a plain host and no credentials; undefined when it is one. */
function httpUrlProblem(value: string): string | undefined {
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return urlMessages.invalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return urlMessages.invalid;
  if (url.username || url.password) return urlMessages.credentials;
  if (!isPlainOrigin(url.origin)) return urlMessages.host;
  return undefined;
}

/** An http(s) URL as it enters the portal from outside (import, API): parsed, never pattern-matched. */
export const HttpUrl = z
  .string()
  .trim()
  .max(2048)
  .superRefine((value, context) => {
    const problem = httpUrlProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
