import { useMemo } from 'react';
import type { Automation } from '#shared/api/automations';
import type { Survey } from '#shared/api/surveys';
import { useAuth } from '../../../lib/auth';
import { useAutomations } from '../../../lib/automations';
import { preferredTimeZone } from '../../../lib/time-zone';

const NONE: readonly Automation[] = [];

/**
 * The automations that will still send each listed survey (recurring ones, and one-time ones not
 * yet run), from the Calendar's lists of the surveys' teams (one call per team, shared with the
 * Calendar's cache). Until they load, or if they cannot, the cards show what the survey itself
 * says.
 */
export function useRepeats(
  surveys: readonly Pick<Survey, 'teams'>[] | undefined,
): Map<string, readonly Automation[]> {
  const { user } = useAuth();
  const zone = preferredTimeZone(user);
  const teamIds = useMemo(() => {
    if (!surveys) return undefined;
    const ids = [...new Set(surveys.flatMap((survey) => survey.teams.map((team) => team.id)))];
    return ids.length > 0 ? ids.sort() : undefined;
  }, [surveys]);
  const { data } = useAutomations(teamIds, zone);
  return useMemo(() => {
    const bySurvey = new Map<string, Automation[]>();
    for (const automation of data ?? NONE) {
      if (automation.nextRuns.length === 0) continue;
      bySurvey.set(automation.survey_id, [
        ...(bySurvey.get(automation.survey_id) ?? []),
        automation,
      ]);
    }
    return bySurvey;
  }, [data]);
}
