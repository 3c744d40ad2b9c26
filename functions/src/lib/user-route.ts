import type { RouteDef } from '../../../shared/src/api/route-types';
import type { RouteId } from '../../../shared/src/api/routes';
import { sessionAuthenticator } from '../composition';
import type { HandlerResult } from './http';
import { route, type ApiHandler, type RouteOptions, type RouteRequest } from './route';

/** `route` for signed-in routes: the bearer token must name a live session. */
export function userRoute<Id extends RouteId>(
  table: Partial<Record<RouteId, RouteDef>>,
  id: Id,
  fn: (request: RouteRequest<Id>) => Promise<HandlerResult>,
  options: Omit<RouteOptions, 'authenticator'> = {},
): ApiHandler {
  return route(table, id, fn, {
    ...options,
    authenticator: (token) => sessionAuthenticator().authenticate(token),
  });
}
