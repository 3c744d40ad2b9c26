import { resultsRoutes } from '#shared/api/routes/results';
import { surveyResults } from '../../wiring/results';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';
import { roundOf } from '../../lib/round-query';

export const handler = userRoute(
  resultsRoutes,
  'GetSurveyResults',
  async ({ user, params, query }) =>
    ok(await surveyResults().get(params.id, user.id, roundOf(query))),
);
