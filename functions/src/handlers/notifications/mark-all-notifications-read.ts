import { notificationsRoutes } from '../../../../shared/src/api/routes/notifications';
import { notificationService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  notificationsRoutes,
  'MarkAllNotificationsRead',
  async ({ user }) => ok(await notificationService().markAllRead(user.id)),
);
