import { responsesRoutes } from '#shared/api/routes/responses';
import { distributionService } from '../../wiring/responses';
import { accepted } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(responsesRoutes, 'RetrySurveySend', async ({ user, params }) =>
  accepted(await distributionService().retryFailed(params.id, user.id, params.sendId)),
);
