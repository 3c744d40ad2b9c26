import { surveysRoutes } from '#shared/api/routes/surveys';
import { scheduledSurveyService } from '../../wiring/surveys';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(surveysRoutes, 'UpdateSurvey', async ({ user, params, body }) =>
  ok(await scheduledSurveyService().update(params.id, user.id, body)),
);
