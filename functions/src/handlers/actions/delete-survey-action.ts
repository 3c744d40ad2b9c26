import { actionsRoutes } from '../../../../shared/src/api/routes/actions';
import { actionService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(actionsRoutes, 'DeleteSurveyAction', async ({ user, params }) =>
  ok(await actionService().delete(params.id, params.actionId, user.id)),
);
