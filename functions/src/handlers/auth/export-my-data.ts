import { authRoutes } from '#shared/api/routes/auth';
import { dataExport } from '../../wiring/accounts';
import { userRoute } from '../../wiring/user-route';

/** A JSON file named for the day, so the browser saves it rather than showing it. */
export const handler = userRoute(authRoutes, 'ExportMyData', async ({ user }) => {
  const data = await dataExport().of(user.user);
  return {
    statusCode: 200,
    body: data,
    headers: {
      'content-disposition': `attachment; filename="candor-data-${data.exportedAt.slice(0, 10)}.json"`,
      'cache-control': 'no-store',
    },
  };
});
