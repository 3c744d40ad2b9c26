import { healthService } from '../../composition';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('GetHealth', async () => ok(await healthService().check()));
