import { authRoutes } from '#shared/api/routes/auth';
import { profileService } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(authRoutes, 'CreateAvatarUpload', async ({ user, body }) =>
  ok(await profileService().startAvatarUpload(user.user, body)),
);
