import { sharesRoutes } from '#shared/api/routes/shares';
import { shareService } from '../../wiring/shares';
import { created } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';
import { senderOf } from '../../domain/mail/sender';

export const handler = userRoute(
  sharesRoutes,
  'CreateResultsShare',
  async ({ user, params, body }) =>
    created(
      await shareService().create(params.id, senderOf(user.user), Number(params.round), body),
    ),
);
