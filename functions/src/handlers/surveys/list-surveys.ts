import { surveyService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('ListSurveys', async ({ user }) =>
  ok(await surveyService().list(user.id)),
);
