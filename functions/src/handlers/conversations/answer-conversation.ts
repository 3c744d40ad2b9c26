import { conversationsRoutes } from '#shared/api/routes/conversations';
import { conversationService } from '../../wiring/conversations';
import { created } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(
  conversationsRoutes,
  'AnswerConversation',
  async ({ body, clientKey }) =>
    created(await conversationService().answer(body.secret, body.text, clientKey)),
);
