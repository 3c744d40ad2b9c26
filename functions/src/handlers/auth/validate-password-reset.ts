import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('ValidatePasswordReset', async ({ body }) =>
  ok(await accountService().validateReset(body.token)),
);
