import { notificationsRoutes } from '#shared/api/routes/notifications';
import { notificationService } from '../../wiring/notifications';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  notificationsRoutes,
  'MarkNotificationRead',
  async ({ user, params }) => ok(await notificationService().markRead(user.id, params.id)),
);
