import type { z } from 'zod';
import { env } from '../config/env';
import { readToken } from './token-storage';

/** A non-OK answer: the status and the server's text, for each screen to turn into its spec §8 message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
    readonly url: string,
  ) {
    super(`${status} ${statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's `message` when it sent the JSON error shape, else its text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // Plain text body.
    }
    return this.body;
  }
}

/** The request did not answer within the fetch wrapper's time-out. */
export class RequestTimeoutError extends Error {
  constructor(readonly url: string) {
    super('The request timed out.');
    this.name = 'RequestTimeoutError';
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData (a file upload) is sent as it is, multipart with its own boundary. */
  body?: unknown;
  /** Send the session's bearer token (default true). */
  auth?: boolean;
  /** Overrides the bearer token (login uses the token it just received). */
  token?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const apiUrl = (path: string): string => `${env.apiHost}${path}`;

/** Spec §7: every call goes through one wrapper that adds the bearer header and aborts after a time-out. */
export async function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const url = apiUrl(path);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? (options.auth === false ? null : readToken());
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  // The browser sets a multipart body's content type itself, boundary included.
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = AbortSignal.timeout(options.timeoutMs ?? env.fetchTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new RequestTimeoutError(url);
    throw error;
  }
}

/** GET (or POST, PATCH) and parse the JSON answer with its contract schema; non-OK throws ApiRequestError. */
export async function apiJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiFetchOptions = {},
): Promise<z.infer<S>> {
  const response = await apiFetch(path, options);
  await throwIfNotOk(response, path);
  return schema.parse(await response.json());
}

/** A non-OK answer becomes an ApiRequestError carrying the server's text. */
export async function throwIfNotOk(response: Response, path: string): Promise<void> {
  if (response.ok) return;
  throw new ApiRequestError(
    response.status,
    response.statusText,
    await response.text().catch(() => ''),
    response.url || path,
  );
}

export const isApiError = (error: unknown, status?: number): error is ApiRequestError =>
  error instanceof ApiRequestError && (status === undefined || error.status === status);
