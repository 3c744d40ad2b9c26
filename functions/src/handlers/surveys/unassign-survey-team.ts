import { surveyService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('UnassignSurveyTeam', async ({ user, params }) =>
  ok(await surveyService().unassignTeam(params.id, user.id, params.teamId)),
);
