import { accountService } from '../../composition';
import { created } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('Register', async ({ body, clientKey }) =>
  created(await accountService().register(body, clientKey)),
);
