import { sharesRoutes } from '../../../../shared/src/api/routes/shares';
import { shareService } from '../../composition';
import { noContent } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(sharesRoutes, 'RevokeResultsShare', async ({ user, params }) => {
  await shareService().revoke(params.id, user.id, params.shareId);
  return noContent();
});
