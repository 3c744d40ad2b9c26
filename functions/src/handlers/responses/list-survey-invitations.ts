import { responsesRoutes } from '../../../../shared/src/api/routes/responses';
import { distributionService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  responsesRoutes,
  'ListSurveyInvitations',
  async ({ user, params, query }) =>
    ok(await distributionService().list(params.id, user.id, query.cursor)),
);
