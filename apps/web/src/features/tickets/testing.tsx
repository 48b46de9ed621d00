import type { ProjectDetail, ProjectUser, TicketDetail, TicketUpdate, TicketView } from '@client-portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

/** Test-only helpers of the tickets feature (never imported by app code). */

export const PROJECT_GUID = '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c01';
export const OTHER_PROJECT_GUID = '5c2a8e4f-9b1d-4e7a-8f3c-6a9d2b5e1f02';
export const MEMBER_GUID = '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11';

export function ticketView(overrides: Partial<TicketView> = {}): TicketView {
  return {
    ticketId: 100231,
    ticketGuid: 'b7e1c2d3-0001-4e1f-9a01-100000000001',
    name: 'Update homepage banner',
    description: '<p>Please swap the banner.</p>',
    status: 'new',
    createdByFirstName: 'Casey',
    createdDateTime: '2026-11-18T09:12:00.000Z',
    projectGuid: PROJECT_GUID,
    projectName: 'Acme Website Redesign',
    ...overrides,
  };
}

/** A ticket as its own page loads it: the view and the ticket's files. */
export const ticketDetail = (overrides: Partial<TicketDetail> = {}): TicketDetail => ({
  ...ticketView(),
  attachments: [],
  ...overrides,
});

export const projectDetail = (name = 'Acme Website Redesign', projectGuid = PROJECT_GUID): ProjectDetail => ({
  projectDto: {
    projectGuid,
    name,
    status: 'active',
    startDate: '2024-03-01',
    periodStartDate: null,
    periodEndDate: null,
  },
  projectUsers: [],
});

export const projectUser = (overrides: Partial<ProjectUser> = {}): ProjectUser => ({
  userGuid: '7a1d9e4c-2b3f-4e8a-8c5d-1f6b0a9e2d22',
  firstName: 'Sam',
  lastName: 'Stone',
  email: 'sam@example.com',
  ...overrides,
});

export const ticketUpdate = (overrides: Partial<TicketUpdate> = {}): TicketUpdate => ({
  userFirstName: 'Alex',
  userLastName: 'Morgan',
  createdDateTime: '2026-11-11T08:05:00.000Z',
  updateText: '<p>Started :thumbsup:</p>',
  attachments: [],
  ...overrides,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number) =>
  json({ error: status === 401 ? 'unauthorized' : 'internal', message: 'from the server' }, status);

/** What the mocked server answers for a path: a Response, an error to throw, or 'pending' to never answer. */
export type MockAnswer = Response | Error | 'pending' | (() => Response | Error | 'pending');

/** Stubs fetch with a table of path → answer; unknown paths answer 404. Returns the mock for call checks. */
export function mockApi(answers: Record<string, MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const entry = answers[pathname];
    const answer = typeof entry === 'function' ? entry() : entry;
    if (answer === undefined) return json({ error: 'not_found', message: 'no mock' }, 404);
    if (answer === 'pending') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname}</output>;
}

/** Renders an element in a memory router (with stand-ins for the pages it links to) and a fresh query cache. */
export function renderWithRouter(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/projects/:projectGuid', element: <CurrentPath /> },
      { path: '/tickets/:ticketGuid', element: <CurrentPath /> },
    ],
    { initialEntries: ['/'] },
  );
  return {
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
    router,
  };
}
