import type { CurrentUser } from '@client-portal/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { RequestTimeoutError } from './api-client';
import { clearToken, readToken, writeToken } from './token-storage';

/** Spec §4 Session. */
interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  isLoading: boolean;
}

type SessionAction = { type: 'login'; token: string } | { type: 'userLoaded'; user: CurrentUser } | { type: 'cleared' };

function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'login':
      return { token: action.token, user: null, isLoading: true };
    case 'userLoaded':
      return { ...state, user: action.user, isLoading: false };
    case 'cleared':
      return { token: null, user: null, isLoading: false };
  }
}

function initialSessionState(): SessionState {
  const token = readToken();
  // With no token, loading ends at once.
  return { token, user: null, isLoading: token !== null };
}

interface SessionContextValue extends SessionState {
  login: (token: string) => void;
  logout: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, undefined, initialSessionState);

  const logout = useCallback(() => {
    clearToken();
    dispatch({ type: 'cleared' });
  }, []);

  const login = useCallback((token: string) => {
    writeToken(token);
    dispatch({ type: 'login', token });
  }, []);

  useEffect(() => {
    if (!state.token || state.user) return;
    const controller = new AbortController();
    const token = state.token;
    // A reload or a link out fails the request in the page being left: that check was abandoned, not failed, and
    // clearing the shared storage would sign the next page out (spec §4 clears the session on a failed check).
    let isPageLeft = false;
    const onPageHide = () => {
      isPageLeft = true;
    };
    window.addEventListener('pagehide', onPageHide);
    // Loaded on demand, with the schemas: the login screen's JavaScript stays small.
    import('./get-current-user')
      .then(({ getCurrentUser }) => getCurrentUser(token, controller.signal))
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'ok') {
          dispatch({ type: 'userLoaded', user: result.user });
        } else {
          // Spec §8: a non-OK current-user response is logged as "Unauthorized" with the result and URL.
          console.error('Unauthorized', result.response, result.response.url);
          logout();
        }
      })
      .catch((error: unknown) => {
        // Chromium fails it as it unloads the page, before pagehide is dispatched: decide once that task is over.
        setTimeout(() => {
          if (controller.signal.aborted || isPageLeft) return;
          if (error instanceof RequestTimeoutError) {
            console.error('Login request timed out. Please try again.');
          } else {
            console.error('Auth error', error);
          }
          logout();
        });
      });
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      controller.abort();
    };
  }, [state.token, state.user, logout]);

  const value = useMemo(() => ({ ...state, login, logout }), [state, login, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in user; only for screens behind the guard. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
