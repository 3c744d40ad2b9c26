import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('CheckRegistration', async ({ body, clientKey }) =>
  ok(await accountService().checkRegistration(body.email, clientKey)),
);
