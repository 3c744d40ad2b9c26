import { surveysRoutes } from '../../../../shared/src/api/routes/surveys';
import { scheduledSurveyService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(surveysRoutes, 'UpdateSurvey', async ({ user, params, body }) =>
  ok(await scheduledSurveyService().update(params.id, user.id, body)),
);
