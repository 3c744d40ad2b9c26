import { actionsRoutes } from '#shared/api/routes/actions';
import { actionService } from '../../wiring/actions';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(actionsRoutes, 'DeleteSurveyAction', async ({ user, params }) =>
  ok(await actionService().delete(params.id, params.actionId, user.id)),
);
