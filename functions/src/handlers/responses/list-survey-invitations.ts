import { responsesRoutes } from '#shared/api/routes/responses';
import { distributionService } from '../../wiring/responses';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  responsesRoutes,
  'ListSurveyInvitations',
  async ({ user, params, query }) =>
    ok(await distributionService().list(params.id, user.id, query.cursor)),
);
