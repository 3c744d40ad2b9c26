import { sharesRoutes } from '#shared/api/routes/shares';
import { shareService } from '../../wiring/shares';
import { created } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  sharesRoutes,
  'CreateResultsShare',
  async ({ user, params, body }) =>
    created(
      await shareService().create(
        params.id,
        { id: user.id, name: `${user.user.firstName} ${user.user.lastName}`.trim() },
        Number(params.round),
        body,
      ),
    ),
);
