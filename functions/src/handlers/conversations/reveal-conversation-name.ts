import { conversationsRoutes } from '#shared/api/routes/conversations';
import { conversationService } from '../../wiring/conversations';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(
  conversationsRoutes,
  'RevealConversationName',
  async ({ body, clientKey }) =>
    ok(await conversationService().reveal(body.secret, body.name, clientKey)),
);
