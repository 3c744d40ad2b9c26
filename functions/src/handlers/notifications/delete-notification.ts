import { notificationsRoutes } from '#shared/api/routes/notifications';
import { notificationService } from '../../wiring/notifications';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  notificationsRoutes,
  'DeleteNotification',
  async ({ user, params }) => ok(await notificationService().remove(user.id, params.id)),
);
