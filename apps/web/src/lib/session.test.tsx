import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../app/require-auth';
import { jsonResponse, renderRoutes } from '../test/render';
import { useSession } from './session';

const USER = {
  memberGUID: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11',
  firstName: 'Casey',
  lastName: 'Client',
  email: 'c@x.com',
  role: 'client',
};

function Probe() {
  const { user, isLoading, token, logout } = useSession();
  return (
    <div>
      <span data-testid="state">
        {isLoading ? 'loading' : user ? `user:${user.firstName}` : token ? 'token' : 'none'}
      </span>
      <button onClick={logout}>logout</button>
    </div>
  );
}

const guarded = [
  { path: '/login', element: <p>login screen</p> },
  { element: <RequireAuth />, children: [{ path: '/home', element: <Probe /> }] },
];

describe('session and guard', () => {
  it('redirects to /login at once when there is no stored token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(guarded, '/home');
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Loading... while the user loads, then the screen, sending the bearer token', async () => {
    window.localStorage.setItem('jwt_token', 'stored.token.sig');
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(guarded, '/home');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/me');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer stored.token.sig');
    await act(async () => answer(jsonResponse(USER)));
    expect(await screen.findByTestId('state')).toHaveTextContent('user:Casey');
  });

  it('clears the stored token and logs "Unauthorized" when the user fetch is refused', async () => {
    window.localStorage.setItem('jwt_token', 'revoked.token.sig');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'unauthorized' }, 401)),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(guarded, '/home');
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(window.localStorage.getItem('jwt_token')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Unauthorized', expect.anything(), expect.anything());
  });

  it('logs the time-out message and clears the session when the user fetch times out', async () => {
    window.localStorage.setItem('jwt_token', 'slow.token.sig');
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError')));
        });
      }),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(guarded, '/home');
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Login request timed out. Please try again.'), {
      timeout: 4000,
    });
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(window.localStorage.getItem('jwt_token')).toBeNull();
  });

  it('keeps the stored token when the page is left while the user is still being fetched', async () => {
    window.localStorage.setItem('jwt_token', 'stored.token.sig');
    let fail: (error: Error) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((_resolve, reject) => (fail = reject)));
    vi.stubGlobal('fetch', fetchMock);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(guarded, '/home');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The session decides on a failed check in a task of its own: the test runs that task itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        // A reload, as Chromium unloads the page: the request fails and its handlers run, then pagehide is dispatched.
        fail(new TypeError('Failed to fetch'));
        for (let i = 0; i < 20; i++) await Promise.resolve();
        window.dispatchEvent(new Event('pagehide'));
      });
      // The decision is waiting, and now runs: it keeps the session.
      expect(vi.getTimerCount()).toBe(1);
      await act(() => vi.runOnlyPendingTimersAsync());
    } finally {
      vi.useRealTimers();
    }
    expect(window.localStorage.getItem('jwt_token')).toBe('stored.token.sig');
    expect(consoleError).not.toHaveBeenCalledWith('Auth error', expect.anything());
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('logs "Auth error" for other failures and clears the session', async () => {
    window.localStorage.setItem('jwt_token', 'x.y.z');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(guarded, '/home');
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Auth error', expect.any(TypeError));
  });

  it('logout removes the local-storage entry and the cookie', async () => {
    window.localStorage.setItem('jwt_token', 'stored.token.sig');
    document.cookie = 'JwtToken=stored.token.sig; Path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(USER)),
    );
    renderRoutes(guarded, '/home');
    await screen.findByText('user:Casey');
    await act(async () => screen.getByText('logout').click());
    expect(window.localStorage.getItem('jwt_token')).toBeNull();
    expect(document.cookie).not.toContain('JwtToken=stored');
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });
});
