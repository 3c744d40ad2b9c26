import { referralsRoutes } from '../../../../shared/src/api/routes/referrals';
import { referralService } from '../../wiring/referrals';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(referralsRoutes, 'GetReferralStats', async ({ user, clientKey }) =>
  ok(await referralService().stats(user.id, clientKey)),
);
