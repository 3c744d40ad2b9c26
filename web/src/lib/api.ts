import type { RouteId } from '#shared/api/routes';
import type { RequestArgs, RouteResponse } from './api-client';

/**
 * Calls a route through the api client, loading the client on first use. The client carries
 * the route table with every response schema and zod, which grow with each area of the API;
 * the entry chunk (app shell, auth provider, SWR config) reaches it only through here, so the
 * first paint does not wait for it. Pages may import api-client directly: they load lazily.
 */
export function callApi<Id extends RouteId>(
  routeId: Id,
  ...args: RequestArgs<Id>
): Promise<RouteResponse<Id>> {
  return import('./api-client').then((client) => client.apiRequest(routeId, ...args));
}

/** The SWR fetcher, loading the client on first use (see {@link callApi}). */
export function lazyApiFetcher(key: readonly [string, RouteId, unknown]): Promise<unknown> {
  return import('./api-client').then((client) => client.createApiFetcher()(key));
}
