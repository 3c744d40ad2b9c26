import { surveysRoutes } from '../../../../shared/src/api/routes/surveys';
import { surveyService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(surveysRoutes, 'UpdateSurvey', async ({ user, params, body }) =>
  ok(await surveyService().update(params.id, user.id, body)),
);
