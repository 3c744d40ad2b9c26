import type { Analytics } from '#shared/api/analytics';

/**
 * What an export was limited to, in words ("Survey: Weekly pulse · Team: Platform"), so a file
 * forwarded on never reads as the whole account's figures; null without a filter.
 */
export function filterLabel(analytics: Analytics): string | null {
  const f = analytics.filters;
  if (!f) return null;
  const parts: string[] = [];
  const survey = f.survey ? f.surveys.find((s) => s.id === f.survey) : undefined;
  const team = f.team ? f.teams.find((t) => t.id === f.team) : undefined;
  if (survey) parts.push(`Survey: ${survey.title}`);
  if (team) parts.push(`Team: ${team.name}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}
