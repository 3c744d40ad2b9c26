import { responsesRoutes } from '../../../../shared/src/api/routes/responses';
import { distributionService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(responsesRoutes, 'GetSurveySend', async ({ user, params }) =>
  ok(await distributionService().sendStatus(params.id, user.id, params.sendId)),
);
