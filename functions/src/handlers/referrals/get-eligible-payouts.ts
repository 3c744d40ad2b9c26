import { referralsRoutes } from '#shared/api/routes/referrals';
import { referralService } from '../../wiring/referrals';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(referralsRoutes, 'GetEligiblePayouts', async ({ user }) =>
  ok(await referralService().eligiblePayouts(user.id)),
);
