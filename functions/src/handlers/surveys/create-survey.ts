import { surveysRoutes } from '../../../../shared/src/api/routes/surveys';
import { scheduledSurveyService } from '../../composition';
import { created } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(surveysRoutes, 'CreateSurvey', async ({ user, body }) =>
  created(await scheduledSurveyService().create(user.id, body)),
);
