import { DEFAULT_ANALYTICS_RANGE } from '#shared/api/analytics';
import { analyticsRoutes } from '#shared/api/routes/analytics';
import { analyticsService } from '../../wiring/analytics';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(analyticsRoutes, 'GetAnalytics', async ({ user, query }) =>
  ok(
    await analyticsService().get(user.id, query.range ?? DEFAULT_ANALYTICS_RANGE, {
      ...(query.survey ? { survey: query.survey } : {}),
      ...(query.team ? { team: query.team } : {}),
    }),
  ),
);
