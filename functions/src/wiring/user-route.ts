import { signedInRoute } from '../lib/user-route';
import { authenticateSession } from './accounts';

/** `route` for signed-in routes: the bearer token must name a live session. */
export const userRoute = signedInRoute(authenticateSession);
