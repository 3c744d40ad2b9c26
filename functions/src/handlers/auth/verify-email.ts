import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('VerifyEmail', async ({ body }) =>
  ok(await accountService().verifyEmail(body.token)),
);
