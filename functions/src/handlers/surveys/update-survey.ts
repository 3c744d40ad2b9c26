import { surveyService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('UpdateSurvey', async ({ user, params, body }) =>
  ok(await surveyService().update(params.id, user.id, body)),
);
