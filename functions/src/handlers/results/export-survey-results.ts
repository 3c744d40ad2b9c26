import { resultsRoutes } from '#shared/api/routes/results';
import { surveyResultsFiles } from '../../wiring/results';
import { download } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  resultsRoutes,
  'ExportSurveyResults',
  async ({ user, params, query }) =>
    download(
      await surveyResultsFiles().exportFile(params.id, user.id, query.format, {
        ...(query.round === undefined ? {} : { round: Number(query.round) }),
        ...(query.locale ? { locale: query.locale } : {}),
      }),
    ),
);
