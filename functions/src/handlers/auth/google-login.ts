import { authRoutes } from '#shared/api/routes/auth';
import { accountService } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(authRoutes, 'GoogleLogin', async ({ body, clientKey }) =>
  ok(
    await accountService().googleLogin(body.idToken, {
      ...(body.referralCode ? { referralCode: body.referralCode } : {}),
      clientKey,
    }),
  ),
);
