import { DEFAULT_ANALYTICS_RANGE } from '#shared/api/analytics';
import { analyticsRoutes } from '#shared/api/routes/analytics';
import { analyticsService } from '../../wiring/analytics';
import { download } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(analyticsRoutes, 'ExportAnalytics', async ({ user, query }) =>
  download(
    await analyticsService().exportFile(
      user.id,
      query.range ?? DEFAULT_ANALYTICS_RANGE,
      query.format,
      {
        ...(query.survey ? { survey: query.survey } : {}),
        ...(query.team ? { team: query.team } : {}),
        ...(query.locale ? { locale: query.locale } : {}),
      },
    ),
  ),
);
