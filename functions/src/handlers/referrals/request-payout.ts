import { referralsRoutes } from '../../../../shared/src/api/routes/referrals';
import { referralService } from '../../composition';
import { created } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(referralsRoutes, 'RequestPayout', async ({ user, body }) =>
  created(await referralService().requestPayout(user.user, body.month)),
);
