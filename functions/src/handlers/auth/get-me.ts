import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('GetMe', async ({ user }) =>
  ok(await accountService().me(user.user)),
);
