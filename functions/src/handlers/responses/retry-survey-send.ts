import { responsesRoutes } from '../../../../shared/src/api/routes/responses';
import { distributionService } from '../../composition';
import { accepted } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(responsesRoutes, 'RetrySurveySend', async ({ user, params }) =>
  accepted(await distributionService().retryFailed(params.id, user.id, params.sendId)),
);
