import { authConfig } from '../../composition';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('GetAuthConfig', async () => ok(authConfig()));
