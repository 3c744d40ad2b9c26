import { responsesRoutes } from '../../../../shared/src/api/routes/responses';
import { distributionService } from '../../composition';
import { accepted } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  responsesRoutes,
  'SendSurveyEmail',
  async ({ user, params, body }) =>
    accepted(await distributionService().send(params.id, user.id, body)),
);
