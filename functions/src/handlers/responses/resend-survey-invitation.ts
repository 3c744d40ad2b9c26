import { responsesRoutes } from '#shared/api/routes/responses';
import { distributionService } from '../../wiring/responses';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  responsesRoutes,
  'ResendSurveyInvitation',
  async ({ user, params, body }) =>
    ok(await distributionService().resend(params.id, user.id, body.email, body.round)),
);
