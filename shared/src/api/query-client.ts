import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** A query cache with the site's defaults: the page's one (below), or a server render's own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Retry a dropped connection once; a clear answer from the server (400, 404) is final.
        retry: (failureCount, error) => error instanceof ApiError && error.isConnectionFailure && failureCount < 1,
      },
    },
  });
}

/** One query cache for the page, shared by the shell and every remote. */
export const queryClient = createQueryClient();
