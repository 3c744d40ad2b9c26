import { referralsRoutes } from '../../../../shared/src/api/routes/referrals';
import { referralService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(referralsRoutes, 'GetReferralStats', async ({ user, clientKey }) =>
  ok(await referralService().stats(user.id, clientKey)),
);
