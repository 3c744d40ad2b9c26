import { notificationService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('DeleteNotification', async ({ user, params }) =>
  ok(await notificationService().remove(user.id, params.id)),
);
