import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { request } from './api';

/** SPEC.md 7.1 default read: GET the first element of the query key as the URL. */
const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('The first element of a query key must be a URL');
  return request('GET', url, undefined, { signal });
};

/** SPEC.md 9: no retries, data never stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
