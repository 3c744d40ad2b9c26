import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('Logout', async ({ user }) =>
  ok(await accountService().logout(user.claims)),
);
