import { notificationsRoutes } from '#shared/api/routes/notifications';
import { notificationService } from '../../wiring/notifications';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  notificationsRoutes,
  'ListNotifications',
  async ({ user, query }) => ok(await notificationService().list(user.id, query)),
);
