import { sharesRoutes } from '#shared/api/routes/shares';
import { shareService } from '../../wiring/shares';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  sharesRoutes,
  'PreviewResultsShare',
  async ({ user, params, body }) =>
    ok(
      await shareService().preview(
        params.id,
        { id: user.id, name: `${user.user.firstName} ${user.user.lastName}`.trim() },
        Number(params.round),
        body,
      ),
    ),
);
