import { vi } from 'vitest';

export type Answer = { status: number; body: unknown } | Error | 'never';

export interface MockApiOptions {
  /** What a path with no answer gets: a test failure (default) or a 404. */
  unmatched?: 'throw' | 'notFound';
}

/** Stubs fetch: each API path answers with its status and JSON body, an Error (network failure), or never. */
export function mockApi(answers: Record<string, Answer>, options: MockApiOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[path];
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
      headers: { 'content-type': 'application/json' },
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
