import { emailsRoutes } from '#shared/api/routes/emails';
import { emailService } from '../../wiring/mail';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(emailsRoutes, 'GetEmailConfig', async () =>
  ok(emailService().config()),
);
