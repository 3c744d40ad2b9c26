import { responsesRoutes } from '#shared/api/routes/responses';
import { responseReader } from '../../wiring/responses';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';
import { roundOf } from '../../lib/round-query';

export const handler = userRoute(
  responsesRoutes,
  'ListSurveyEmailResponses',
  async ({ user, params, query }) =>
    ok(await responseReader().list(params.id, user.id, 'email', query.cursor, roundOf(query))),
);
