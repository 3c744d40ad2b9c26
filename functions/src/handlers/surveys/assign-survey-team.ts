import { surveysRoutes } from '#shared/api/routes/surveys';
import { surveyService } from '../../wiring/surveys';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  surveysRoutes,
  'AssignSurveyTeam',
  async ({ user, params, body }) =>
    ok(await surveyService().assignTeam(params.id, user.id, body.teamId)),
);
