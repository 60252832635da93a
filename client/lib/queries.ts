import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointOutput } from '../../common/contracts/define';
import { api, endpointUrl } from './api';

/**
 * A read the server can answer for the first render: its key is the URL it GETs (path parameters
 * filled, query string added), so the server's page renderer fetches exactly that URL as the visitor
 * and seeds the same cache entry the screen then reads (ADR 014). Features build their queries
 * with it in features/<area>/api.
 */
export interface EndpointQuery<T> {
  queryKey: readonly [string];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  params?: Record<string, string>,
): EndpointQuery<EndpointOutput<E>> {
  const url = endpointUrl(endpoint, input, params);
  return {
    queryKey: [url] as const,
    queryFn: ({ signal }) =>
      api(endpoint, input as EndpointInput<E>, { signal, ...(params ? { params } : {}) }),
  };
}

/** Whether a key is an endpoint query's (its URL), which is what the server can fetch. */
export const isEndpointQueryKey = (key: QueryKey): key is readonly [string] =>
  key.length === 1 && typeof key[0] === 'string' && key[0].startsWith('/api/');

/**
 * Marks every endpoint query under a path prefix stale (keys are whole URLs, so TanStack's own key
 * matching, element by element, cannot match a prefix of one).
 */
export const invalidatePrefix = (queryClient: QueryClient, prefix: string) =>
  queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(prefix) });
