import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A client answer (4xx) will not change by asking again; a network failure or a 5xx might. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 2;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
