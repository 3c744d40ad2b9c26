import { referralsRoutes } from '#shared/api/routes/referrals';
import { referralService } from '../../wiring/referrals';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(referralsRoutes, 'GetReferralStats', async ({ user, clientKey }) =>
  ok(await referralService().stats(user.id, clientKey)),
);
