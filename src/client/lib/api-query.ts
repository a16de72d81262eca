import { queryOptions } from '@tanstack/react-query';
import type { EndpointSpec } from '../../shared/contracts/endpoint';
import { callApi, type CallArgs, type CallInput } from './api-client';

/**
 * The one query-key factory: `[feature, path]`, then the call's parameters, query and body (a
 * checkout opens its payment intent as a query keyed by what it sends). Every key
 * of a feature starts with its name, so `invalidateQueries({ queryKey: [feature] })` refreshes
 * all of it, and `apiQueryKey(e)` without input refreshes every call of one endpoint.
 */
export function apiQueryKey<E extends EndpointSpec>(e: E, input?: CallInput<E>) {
  if (!input?.params && !input?.query && !input?.body) return [e.feature, e.path] as const;
  return [
    e.feature,
    e.path,
    { params: input.params, query: input.query, body: input.body },
  ] as const;
}

/** TanStack Query options for a GET endpoint; spread into `queryOptions` to add more. */
export function apiQuery<E extends EndpointSpec & { method: 'GET' }>(
  e: E,
  ...[input]: CallArgs<E>
) {
  return queryOptions({
    queryKey: apiQueryKey(e, input),
    queryFn: ({ signal }) => callApi(e, ...([{ ...input, signal }] as CallArgs<E>)),
  });
}
