import { actionsRoutes } from '#shared/api/routes/actions';
import { actionService } from '../../wiring/actions';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  actionsRoutes,
  'UpdateSurveyAction',
  async ({ user, params, body }) =>
    ok(await actionService().changeStatus(params.id, params.actionId, user.id, body.status)),
);
