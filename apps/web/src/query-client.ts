import { QueryClient } from '@tanstack/react-query';

/** No TanStack retries: the HTTP client already warms the server up and retries once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
}
