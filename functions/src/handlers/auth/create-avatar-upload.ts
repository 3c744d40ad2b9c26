import { authRoutes } from '../../../../shared/src/api/routes/auth';
import { profileService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(authRoutes, 'CreateAvatarUpload', async ({ user, body }) =>
  ok(await profileService().startAvatarUpload(user.user, body)),
);
