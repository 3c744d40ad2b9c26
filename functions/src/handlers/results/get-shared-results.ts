import { sharesRoutes } from '#shared/api/routes/shares';
import { shareService } from '../../wiring/shares';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(sharesRoutes, 'GetSharedResults', async ({ params }) =>
  ok(await shareService().page(params.token)),
);
