import { conversationsRoutes } from '#shared/api/routes/conversations';
import { conversationService } from '../../wiring/conversations';
import { created } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  conversationsRoutes,
  'ReplyToResponse',
  async ({ user, params, body }) =>
    created(await conversationService().reply(params.id, params.responseId, user.id, body.text)),
);
