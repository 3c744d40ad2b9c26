import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('RefreshSession', async ({ user }) =>
  ok(await accountService().refreshSession(user.user, user.claims)),
);
