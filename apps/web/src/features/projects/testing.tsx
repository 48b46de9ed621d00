import type { ProjectDetail, ProjectListItem, TicketView } from '@client-portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** Test-only helpers for the project component tests (not imported by the app). */

export const MEMBER_GUID = '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11';
export const REDESIGN_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
export const MOBILE_APP_GUID = '5c2a8e4f-9b1d-4e7a-8f3c-6a9d2b5e1f02';
export const SCHEDULE_GUID = '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a10';

export const projectListItem = (overrides: Partial<ProjectListItem> = {}): ProjectListItem => ({
  projectGuid: REDESIGN_GUID,
  name: 'Acme Website Redesign',
  status: 'active',
  countOfOpenTickets: 3,
  countOfSiteCareReports: 4,
  siteCareScheduleGuid: SCHEDULE_GUID,
  ...overrides,
});

export const projectDetail = (overrides: Partial<ProjectDetail['projectDto']> = {}): ProjectDetail => ({
  projectDto: {
    projectGuid: REDESIGN_GUID,
    name: 'Acme Website Redesign',
    status: 'active',
    startDate: '2024-03-01',
    periodStartDate: '2026-11-01',
    periodEndDate: '2026-11-30',
    ...overrides,
  },
  projectUsers: [
    { userGuid: MEMBER_GUID, firstName: 'Casey', lastName: 'Client', email: 'client@example.com' },
    { userGuid: '7a1d9e4c-2b3f-4e8a-8c5d-1f6b0a9e2d22', firstName: 'Sam', lastName: 'Stone', email: 'sam@example.com' },
  ],
});

let ticketCount = 0;
// Midday UTC, so the dates read the same in any test time zone.
export const ticketView = (overrides: Partial<TicketView> = {}): TicketView => {
  ticketCount += 1;
  return {
    ticketId: 100000 + ticketCount,
    ticketGuid: `b7e1c2d3-0001-4e1f-9a01-${String(ticketCount).padStart(12, '0')}`,
    name: `Ticket ${ticketCount}`,
    description: '<p>Details</p>',
    status: 'new',
    createdByFirstName: 'Casey',
    createdDateTime: '2026-11-08T12:00:00Z',
    projectGuid: REDESIGN_GUID,
    projectName: 'Acme Website Redesign',
    ...overrides,
  };
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

/** The paths each fetch call went to. */
export const calledPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

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
