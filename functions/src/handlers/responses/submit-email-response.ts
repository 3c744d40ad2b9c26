import { responsesRoutes } from '#shared/api/routes/responses';
import { responseService } from '../../wiring/responses';
import { created } from '../../lib/http';
import { countMetrics } from '../../lib/metrics';
import { route } from '../../lib/route';

export const handler = route(
  responsesRoutes,
  'SubmitEmailResponse',
  async ({ params, body, clientKey }) => {
    const stored = await responseService().submit(params.surveyId, body, clientKey);
    countMetrics({ AnswersStored: 1 });
    return created(stored);
  },
);
