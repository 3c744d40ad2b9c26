import { surveyService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('DeleteSurvey', async ({ user, params }) =>
  ok(await surveyService().delete(params.id, user.id)),
);
