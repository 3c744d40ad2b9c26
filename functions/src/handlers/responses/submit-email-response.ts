import { responsesRoutes } from '../../../../shared/src/api/routes/responses';
import { responseService } from '../../composition';
import { created } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(
  responsesRoutes,
  'SubmitEmailResponse',
  async ({ params, body, clientKey }) =>
    created(await responseService().submit(params.surveyId, body, clientKey)),
);
