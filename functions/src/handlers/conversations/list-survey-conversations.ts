import { conversationsRoutes } from '#shared/api/routes/conversations';
import { conversationService } from '../../wiring/conversations';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  conversationsRoutes,
  'ListSurveyConversations',
  async ({ user, params }) => ok(await conversationService().list(params.id, user.id)),
);
