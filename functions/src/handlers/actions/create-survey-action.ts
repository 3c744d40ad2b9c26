import { actionsRoutes } from '#shared/api/routes/actions';
import { actionService } from '../../wiring/actions';
import { created } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  actionsRoutes,
  'CreateSurveyAction',
  async ({ user, params, body }) => created(await actionService().create(params.id, user.id, body)),
);
