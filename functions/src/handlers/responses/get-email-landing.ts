import { responsesRoutes } from '#shared/api/routes/responses';
import { responseService } from '../../wiring/responses';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(responsesRoutes, 'GetEmailLanding', async ({ params, query }) =>
  ok(await responseService().landing(params.surveyId, query.token, query.lang)),
);
