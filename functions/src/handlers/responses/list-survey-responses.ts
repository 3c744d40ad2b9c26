import { responsesRoutes } from '../../../../shared/src/api/routes/responses';
import { responseReader } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  responsesRoutes,
  'ListSurveyResponses',
  async ({ user, params, query }) =>
    ok(await responseReader().list(params.id, user.id, 'regular', query.cursor)),
);
