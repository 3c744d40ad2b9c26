import useSWR, { type SWRResponse } from 'swr';
import type { Automation } from '#shared/api/automations';
import { apiKey, apiRequest, type ApiError } from './api-client';

/** Marks the SWR key of {@link useAutomations}, so mutations can find it. */
export const AUTOMATIONS_KEY = 'calendar:automations';

/**
 * The automations of every team the user schedules for, each once though it serves several
 * teams, read in `zone` (GET /api/automations/team/{teamId}?timezone=, one call per team).
 * The key lists the API paths it reads.
 */
export function useAutomations(
  teamIds: readonly string[] | undefined,
  zone: string,
): SWRResponse<Automation[], ApiError> {
  const key = teamIds
    ? [
        AUTOMATIONS_KEY,
        ...[...teamIds]
          .sort()
          .map(
            (teamId) =>
              apiKey('ListTeamAutomations', { params: { teamId }, query: { timezone: zone } })[0],
          ),
      ]
    : null;
  return useSWR<Automation[], ApiError>(key, async () => {
    const lists = await Promise.all(
      (teamIds ?? []).map((teamId) =>
        apiRequest('ListTeamAutomations', { params: { teamId }, query: { timezone: zone } }),
      ),
    );
    const byId = new Map<string, Automation>();
    for (const list of lists) for (const item of list.automations) byId.set(item.id, item);
    return [...byId.values()];
  });
}
