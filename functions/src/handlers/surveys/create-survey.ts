import { surveysRoutes } from '#shared/api/routes/surveys';
import { scheduledSurveyService } from '../../wiring/surveys';
import { created } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(surveysRoutes, 'CreateSurvey', async ({ user, body }) =>
  created(await scheduledSurveyService().create(user.id, body)),
);
