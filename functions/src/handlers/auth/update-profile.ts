import { authRoutes } from '#shared/api/routes/auth';
import { profileService } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { multipartParser } from '../../lib/multipart';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  authRoutes,
  'UpdateProfile',
  async ({ user, body }) => ok(await profileService().updateProfile(user.user, body)),
  { multipartParser },
);
