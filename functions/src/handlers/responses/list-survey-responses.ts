import { responsesRoutes } from '#shared/api/routes/responses';
import { responseReader } from '../../wiring/responses';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  responsesRoutes,
  'ListSurveyResponses',
  async ({ user, params, query }) =>
    ok(await responseReader().list(params.id, user.id, 'regular', query.cursor)),
);
