import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../lib/query-client';
import { ShellLayout } from './layouts/shell-layout';
import { RequireAuth } from './require-auth';

/** Everything behind the guard: the query cache and the signed-in shell. */
export function SignedIn() {
  // Leaving the signed-in area (logout, a revoked token) drops every cached answer: the next user sees none of them.
  useEffect(() => () => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth>
        <ShellLayout />
      </RequireAuth>
    </QueryClientProvider>
  );
}
