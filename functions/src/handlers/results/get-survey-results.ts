import { resultsRoutes } from '../../../../shared/src/api/routes/results';
import { surveyResults } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

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
