import type { RouteDef } from './route-types';
import { platformRoutes } from './routes/platform';
import { authRoutes } from './routes/auth';
import { teamsRoutes } from './routes/teams';
import { surveysRoutes } from './routes/surveys';
import { notificationsRoutes } from './routes/notifications';
import { responsesRoutes } from './routes/responses';
import { dashboardRoutes } from './routes/dashboard';
import { emailsRoutes } from './routes/emails';
import { billingRoutes } from './routes/billing';
import { automationsRoutes } from './routes/automations';
import { analyticsRoutes } from './routes/analytics';
import { referralsRoutes } from './routes/referrals';
import { resultsRoutes } from './routes/results';
import { conversationsRoutes } from './routes/conversations';
import { sharesRoutes } from './routes/shares';
import { actionsRoutes } from './routes/actions';

/**
 * THE route table. Every HTTP route of Candor is listed here once, as data: infra builds one
 * function and one API route from each entry, the local runtime mounts each entry on the same
 * handler, the web client calls routes by id, and tests derive their sweeps from it.
 *
 * Conventions for every route:
 * - the key is the route id, PascalCase verb + noun; its kebab-case form names the handler file
 *   `functions/src/handlers/<area>/<route-id-kebab>.ts` and the CDK construct;
 * - paths live under `/api` and use API Gateway's `{param}` syntax;
 * - `auth: 'user'` routes need a bearer token; `public` routes do not need one;
 * - request parts (`params`, `query`, `body`) and the `response` are zod/mini schemas from
 *   `shared/src/api/<area>.ts`; the middy stack validates requests against them;
 * - `access` lists what the function may touch, `maxDynamoCalls` what one request may cost.
 */
export const routes = {
  ...platformRoutes,
  ...authRoutes,
  ...teamsRoutes,
  ...surveysRoutes,
  ...notificationsRoutes,
  ...responsesRoutes,
  ...dashboardRoutes,
  ...emailsRoutes,
  ...billingRoutes,
  ...automationsRoutes,
  ...analyticsRoutes,
  ...referralsRoutes,
  ...resultsRoutes,
  ...conversationsRoutes,
  ...sharesRoutes,
  ...actionsRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export interface RouteEntry extends RouteDef {
  id: RouteId;
}

/** Every route with its id, in table order. */
export const routeList: readonly RouteEntry[] = Object.entries(routes).map(([id, def]) => ({
  ...(def as RouteDef),
  id: id as RouteId,
}));

export function getRoute(id: RouteId): RouteEntry {
  return { ...(routes[id] as RouteDef), id };
}

/** `GetHealth` -> `get-health`: the handler file and construct name. */
export function kebabId(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Where a route's handler lives, relative to the repository root. */
export function handlerPath(route: Pick<RouteEntry, 'area' | 'id'>): string {
  return `functions/src/handlers/${route.area}/${kebabId(route.id)}.ts`;
}

/** Path parameter names in order: `/api/teams/{teamId}` -> `['teamId']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((m) => m[1] as string);
}
