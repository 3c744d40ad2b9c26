import { resultsRoutes } from '#shared/api/routes/results';
import { surveyTeamResults } from '../../wiring/results';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  resultsRoutes,
  'GetSurveyTeamResults',
  async ({ user, params, query }) =>
    ok(
      await surveyTeamResults().get(params.id, user.id, {
        ...(query.round === undefined ? {} : { round: Number(query.round) }),
        ...(query.from === undefined ? {} : { from: query.from }),
        ...(query.to === undefined ? {} : { to: query.to }),
      }),
    ),
);
