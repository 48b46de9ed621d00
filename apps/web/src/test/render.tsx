import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { expect } from 'vitest';
import { SessionProvider } from '../lib/session';
import { calledPaths, type mockApi } from './mock-api';

/** Renders routes in a memory router with a fresh query cache and the session provider, as the app does. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A JSON Response as fetch would return it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function renderElement(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

/** Renders routes at a URL inside a fresh QueryClient (no retries) and a memory router; other paths show "Elsewhere". */
export function renderAt(path: string, routes: RouteObject[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Elsewhere</p> }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Until `path` has been called, every query has its answer, and React has rendered what react-query handed on (it
 * does on its next tick): what a test waits for before asserting that an answer changed nothing on screen.
 */
export async function untilAnswered(
  { queryClient }: { queryClient: QueryClient },
  fetchMock: ReturnType<typeof mockApi>,
  path: string,
) {
  await waitFor(() => expect(calledPaths(fetchMock)).toContain(path));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
}
