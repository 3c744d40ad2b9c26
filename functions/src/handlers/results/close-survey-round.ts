import { resultsRoutes } from '#shared/api/routes/results';
import { roundClosing } from '../../wiring/rounds';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(resultsRoutes, 'CloseSurveyRound', async ({ user, params }) =>
  ok(await roundClosing().close(params.id, user.id, Number(params.round))),
);
