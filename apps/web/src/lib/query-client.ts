import { QueryClient } from '@tanstack/react-query';

/** The one query cache: a screen seen before shows at once from it while it revalidates. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 0, gcTime: 10 * 60_000, retry: false, refetchOnWindowFocus: true },
  },
});
