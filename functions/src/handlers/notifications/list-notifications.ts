import { notificationsRoutes } from '../../../../shared/src/api/routes/notifications';
import { notificationService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  notificationsRoutes,
  'ListNotifications',
  async ({ user, query }) => ok(await notificationService().list(user.id, query)),
);
