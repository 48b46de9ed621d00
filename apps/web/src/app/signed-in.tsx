import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { ShellLayout } from './layouts/shell-layout';
import { RequireAuth } from './require-auth';

/** Everything behind the guard: the query cache and the signed-in shell. */
export function SignedIn() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth>
        <ShellLayout />
      </RequireAuth>
    </QueryClientProvider>
  );
}
