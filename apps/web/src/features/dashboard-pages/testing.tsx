import type { DashboardPage } from '@client-portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** Test-only helpers for the dashboard page component tests (not imported by the app). */

export const PROJECT_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';

export const ANALYTICS: DashboardPage = {
  dashboardPageGuid: 'a1b2c3d4-1111-4a1a-8b1b-000000000001',
  title: 'Website analytics',
  iconClass: 'bi bi-graph-up',
  url: 'https://lookerstudio.google.com/embed/reporting/acme-analytics',
  projectGuid: PROJECT_GUID,
};

export const UPTIME: DashboardPage = {
  dashboardPageGuid: 'a1b2c3d4-2222-4a2a-8b2b-000000000002',
  title: 'Uptime',
  iconClass: 'bi bi-activity',
  url: 'https://stats.uptimerobot.com/acme-widgets',
  projectGuid: PROJECT_GUID,
};

type Answer = { status: number; body: unknown } | Error | 'never';

/** Stubs fetch: each API path answers with its status and JSON body, an Error (network failure), or never. */
export function mockApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[path];
    if (answer === undefined) throw new Error(`unexpected call to ${path}`);
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

/** Renders routes at a URL inside a fresh QueryClient (no retries) and a memory router. */
export function renderAt(path: string, routes: RouteObject[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
