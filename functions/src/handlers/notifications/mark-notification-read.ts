import { notificationsRoutes } from '../../../../shared/src/api/routes/notifications';
import { notificationService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  notificationsRoutes,
  'MarkNotificationRead',
  async ({ user, params }) => ok(await notificationService().markRead(user.id, params.id)),
);
