import { surveysRoutes } from '#shared/api/routes/surveys';
import { surveyService } from '../../wiring/surveys';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(surveysRoutes, 'ListSurveyTeams', async ({ user, params }) =>
  ok(await surveyService().teamsOf(params.id, user.id)),
);
