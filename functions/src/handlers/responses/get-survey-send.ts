import { responsesRoutes } from '#shared/api/routes/responses';
import { distributionService } from '../../wiring/responses';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(responsesRoutes, 'GetSurveySend', async ({ user, params }) =>
  ok(await distributionService().sendStatus(params.id, user.id, params.sendId)),
);
