import { responsesRoutes } from '#shared/api/routes/responses';
import { distributionService } from '../../wiring/responses';
import { accepted } from '../../lib/http';
import { countMetrics } from '../../lib/metrics';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  responsesRoutes,
  'SendSurveyEmail',
  async ({ user, params, body }) => {
    const queued = await distributionService().send(params.id, user.id, body);
    countMetrics({ SendsQueued: 1, RecipientsQueued: queued.total });
    return accepted(queued);
  },
);
