import { actionsRoutes } from '../../../../shared/src/api/routes/actions';
import { actionService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(actionsRoutes, 'ListActionOwners', async ({ user, params }) =>
  ok(await actionService().owners(params.id, user.id)),
);
