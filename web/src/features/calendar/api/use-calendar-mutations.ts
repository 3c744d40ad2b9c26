import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateAutomationBody, UpdateAutomationBody } from '#shared/api/automations';
import { apiKey, apiRequest } from '../../../lib/api-client';
import { AUTOMATIONS_KEY } from './use-calendar-data';

/**
 * Saving, pausing and deleting automations, and a team's colour; each revalidates what shows
 * it (the automation lists; the team list and the lists' colour dots). Throws the call's
 * `ApiError` for the page to describe.
 */
export function useCalendarMutations() {
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    // A one-time automation is its survey's scheduled date, so the survey list changes too.
    const refresh = (teams: boolean) => {
      const shown = new Set<unknown>([AUTOMATIONS_KEY, apiKey('ListSurveys')[0]]);
      if (teams) shown.add(apiKey('ListTeams')[0]);
      // A failed refresh shows on the lists that read the key; the change itself succeeded.
      return mutate((key) => Array.isArray(key) && shown.has(key[0])).catch(() => undefined);
    };
    return {
      async create(body: CreateAutomationBody) {
        const result = await apiRequest('CreateAutomation', { body });
        await refresh(false);
        return result.automation;
      },
      async update(id: string, body: UpdateAutomationBody) {
        const result = await apiRequest('UpdateAutomation', { params: { id }, body });
        await refresh(false);
        return result.automation;
      },
      async remove(id: string) {
        await apiRequest('DeleteAutomation', { params: { id } });
        await refresh(false);
      },
      async setTeamColor(teamId: string, color: string) {
        const result = await apiRequest('SetTeamColor', {
          params: { teamId },
          body: { brand_color: color },
        });
        await refresh(true);
        return result.team;
      },
    };
  }, [mutate]);
}
