import { surveysRoutes } from '../../../../shared/src/api/routes/surveys';
import { surveyService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(surveysRoutes, 'ListTeamSurveys', async ({ user, params }) =>
  ok(await surveyService().ofTeam(params.teamId, user.id)),
);
