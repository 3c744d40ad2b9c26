import { actionsRoutes } from '#shared/api/routes/actions';
import { actionService } from '../../wiring/actions';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(actionsRoutes, 'ListActionOwners', async ({ user, params }) =>
  ok(await actionService().owners(params.id, user.id)),
);
