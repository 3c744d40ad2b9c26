import { conversationsRoutes } from '#shared/api/routes/conversations';
import { conversationService } from '../../wiring/conversations';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(
  conversationsRoutes,
  'RequestConversationMail',
  async ({ body, clientKey }) =>
    ok(await conversationService().requestMail(body.secret, body.email, clientKey)),
);
