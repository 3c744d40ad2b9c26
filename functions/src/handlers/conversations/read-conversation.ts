import { conversationsRoutes } from '#shared/api/routes/conversations';
import { conversationService } from '../../wiring/conversations';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(conversationsRoutes, 'ReadConversation', async ({ body, clientKey }) =>
  ok(await conversationService().read(body.secret, clientKey)),
);
