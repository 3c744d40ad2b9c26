import { surveysRoutes } from '../../../../shared/src/api/routes/surveys';
import { surveyService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(surveysRoutes, 'ListSurveyTeams', async ({ user, params }) =>
  ok(await surveyService().teamsOf(params.id, user.id)),
);
