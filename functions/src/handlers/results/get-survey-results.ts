import { resultsRoutes } from '#shared/api/routes/results';
import { surveyResults } from '../../wiring/results';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  resultsRoutes,
  'GetSurveyResults',
  async ({ user, params, query }) =>
    ok(
      await surveyResults().get(
        params.id,
        user.id,
        query.round === undefined ? undefined : Number(query.round),
      ),
    ),
);
