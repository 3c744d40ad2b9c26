import { referralsRoutes } from '../../../../shared/src/api/routes/referrals';
import { referralService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(referralsRoutes, 'GetEligiblePayouts', async ({ user }) =>
  ok(await referralService().eligiblePayouts(user.id)),
);
