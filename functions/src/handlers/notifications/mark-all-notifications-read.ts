import { notificationService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('MarkAllNotificationsRead', async ({ user }) =>
  ok(await notificationService().markAllRead(user.id)),
);
