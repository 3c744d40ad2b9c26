import type { RouteDef } from '#shared/api/route-types';
import type { RouteId } from '#shared/api/routes';
import type { Authenticator } from './auth';
import type { HandlerResult } from './http';
import { route, type ApiHandler, type RouteOptions, type RouteRequest } from './route';

/**
 * `route` for signed-in routes, with the authenticator it is handed (the wiring hands it the
 * session authenticator: `functions/src/wiring/user-route.ts`): the bearer token must name a live
 * session.
 */
export function signedInRoute(authenticator: Authenticator) {
  return function userRoute<Id extends RouteId>(
    table: Partial<Record<RouteId, RouteDef>>,
    id: Id,
    fn: (request: RouteRequest<Id>) => Promise<HandlerResult>,
    options: Omit<RouteOptions, 'authenticator'> = {},
  ): ApiHandler {
    return route(table, id, fn, { ...options, authenticator });
  };
}
