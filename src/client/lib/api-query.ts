import { queryOptions } from '@tanstack/react-query';
import type { EndpointSpec } from '#shared/contracts/endpoint';
import { callApi, type CallArgs, type CallInput } from './api-client';

/**
 * The one query-key factory: `[feature, path]`, then the call's parameters, query and body (a
 * checkout opens its payment intent as a query keyed by what it sends). Every key
 * of a feature starts with its name, so `invalidateQueries({ queryKey: featureKey(api) })`
 * refreshes all of it, and `apiQueryKey(e)` without input refreshes every call of one endpoint.
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

type FeatureOf<A> = A[keyof A] extends { feature: infer F } ? F : never;
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : false;

/**
 * The key every query of one contract's feature starts with (`featureKey(profilesApi)`), for
 * refreshing all of it. A contract whose endpoints belong to more than one feature does not
 * compile: its first part would not name them all.
 */
export function featureKey<A extends Record<string, EndpointSpec>>(
  api: A & (true extends IsUnion<FeatureOf<A>> ? { oneFeatureOnly: never } : unknown),
) {
  return [Object.values(api)[0]!.feature as FeatureOf<A>] as const;
}
