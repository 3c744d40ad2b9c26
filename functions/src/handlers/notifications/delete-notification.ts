import { notificationsRoutes } from '../../../../shared/src/api/routes/notifications';
import { notificationService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  notificationsRoutes,
  'DeleteNotification',
  async ({ user, params }) => ok(await notificationService().remove(user.id, params.id)),
);
