import { resultsRoutes } from '../../../../shared/src/api/routes/results';
import { surveyResults } from '../../composition';
import { download } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  resultsRoutes,
  'ExportSurveyResults',
  async ({ user, params, query }) =>
    download(
      await surveyResults().exportCsv(
        params.id,
        user.id,
        query.round === undefined ? undefined : Number(query.round),
      ),
    ),
);
