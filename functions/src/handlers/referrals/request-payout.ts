import { referralsRoutes } from '#shared/api/routes/referrals';
import { referralService } from '../../wiring/referrals';
import { created } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(referralsRoutes, 'RequestPayout', async ({ user, body }) =>
  created(await referralService().requestPayout(user.user, body.month)),
);
