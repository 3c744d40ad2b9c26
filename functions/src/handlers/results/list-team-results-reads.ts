import { sharesRoutes } from '#shared/api/routes/shares';
import { shareService } from '../../wiring/shares';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(sharesRoutes, 'ListTeamResultsReads', async ({ user, params }) =>
  ok(await shareService().teamReads(params.teamId, user.id)),
);
