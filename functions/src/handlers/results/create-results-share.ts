import { sharesRoutes } from '../../../../shared/src/api/routes/shares';
import { shareService } from '../../composition';
import { created } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

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
