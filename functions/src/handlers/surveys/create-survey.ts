import { surveysRoutes } from '../../../../shared/src/api/routes/surveys';
import { surveyService } from '../../composition';
import { created } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(surveysRoutes, 'CreateSurvey', async ({ user, body }) =>
  created(await surveyService().create(user.id, body)),
);
