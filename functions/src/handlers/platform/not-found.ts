import { platformRoutes } from '#shared/api/routes/platform';
import { NotFoundError } from '../../domain/errors';
import { route } from '../../lib/route';

export const handler = route(platformRoutes, 'NotFound', async ({ event }) => {
  throw new NotFoundError(`No API route for ${event.requestContext.http.method} ${event.rawPath}`);
});
