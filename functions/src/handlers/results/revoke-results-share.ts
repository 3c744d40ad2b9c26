import { sharesRoutes } from '#shared/api/routes/shares';
import { shareService } from '../../wiring/shares';
import { noContent } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(sharesRoutes, 'RevokeResultsShare', async ({ user, params }) => {
  await shareService().revoke(params.id, user.id, params.shareId);
  return noContent();
});
