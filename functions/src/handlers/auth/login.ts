import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('Login', async ({ body, clientKey }) =>
  ok(await accountService().login(body.email, body.password, clientKey)),
);
