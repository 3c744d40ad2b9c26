import { sharesRoutes } from '#shared/api/routes/shares';
import { shareService } from '../../wiring/shares';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';
import { senderOf } from '../../domain/mail/sender';

export const handler = userRoute(
  sharesRoutes,
  'PreviewResultsShare',
  async ({ user, params, body }) =>
    ok(await shareService().preview(params.id, senderOf(user.user), Number(params.round), body)),
);
