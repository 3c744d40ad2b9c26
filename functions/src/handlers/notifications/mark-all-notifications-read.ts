import { notificationsRoutes } from '#shared/api/routes/notifications';
import { notificationService } from '../../wiring/notifications';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  notificationsRoutes,
  'MarkAllNotificationsRead',
  async ({ user }) => ok(await notificationService().markAllRead(user.id)),
);
