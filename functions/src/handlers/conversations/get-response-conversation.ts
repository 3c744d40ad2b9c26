import { conversationsRoutes } from '#shared/api/routes/conversations';
import { conversationService } from '../../wiring/conversations';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  conversationsRoutes,
  'GetResponseConversation',
  async ({ user, params }) =>
    ok(await conversationService().forManager(params.id, params.responseId, user.id)),
);
