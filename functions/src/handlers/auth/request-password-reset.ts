import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('RequestPasswordReset', async ({ body, clientKey }) =>
  ok(await accountService().requestPasswordReset(body.email, clientKey)),
);
