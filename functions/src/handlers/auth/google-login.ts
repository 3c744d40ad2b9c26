import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('GoogleLogin', async ({ body }) =>
  ok(await accountService().googleLogin(body.idToken)),
);
