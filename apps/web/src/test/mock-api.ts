import { vi } from 'vitest';

/** A status and JSON body (with extra headers, such as a download's Content-Disposition), an Error, or never. */
export type Answer = { status: number; body: unknown; headers?: Record<string, string> } | Error | 'never';

/** What a test's answer function is told about the call: its method, query string and parsed JSON body. */
export interface MockRequest {
  method: string;
  search: string;
  body: unknown;
  /** A multipart body (an upload), as sent. */
  formData?: FormData;
  headers: Headers;
}

/** A fixed answer, or one chosen per call (a GET and a PATCH of one path, an answer that changes after a write). */
export type PathAnswer = Answer | ((request: MockRequest) => Answer);

export interface MockApiOptions {
  /** What a path with no answer gets: a test failure (default) or a 404. */
  unmatched?: 'throw' | 'notFound';
}

/** Stubs fetch: each API path answers with its status and JSON body, an Error (network failure), or never. */
export function mockApi(answers: Record<string, PathAnswer>, options: MockApiOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    const entry = answers[path];
    const answer =
      typeof entry === 'function'
        ? entry({
            method: init?.method ?? 'GET',
            search: url.search,
            body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
            formData: init?.body instanceof FormData ? init.body : undefined,
            headers: new Headers(init?.headers),
          })
        : entry;
    if (answer === undefined) {
      if (options.unmatched === 'notFound') {
        return new Response('{"error":"not_found","message":"Not found."}', { status: 404 });
      }
      throw new Error(`unexpected call to ${path}`);
    }
    if (answer === 'never') return new Promise<Response>(() => {});
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (body: unknown) => ({ status: 200, body });
export const fail = (status: number, error: string, message: string) => ({ status, body: { error, message } });

/** The paths each fetch call went to. */
export const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
