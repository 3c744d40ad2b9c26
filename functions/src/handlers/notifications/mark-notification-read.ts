import { notificationService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('MarkNotificationRead', async ({ user, params }) =>
  ok(await notificationService().markRead(user.id, params.id)),
);
