import { emailsRoutes } from '../../../../shared/src/api/routes/emails';
import { emailService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(emailsRoutes, 'TestEmailConnection', async () =>
  ok(await emailService().testConnection()),
);
