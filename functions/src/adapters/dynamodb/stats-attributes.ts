import {
  ANSWER_SOURCES,
  emptyStats,
  type AnswerSource,
  type SurveyStats,
  type WaitingTally,
} from '../../domain/surveys/ports';

/** The visible tallies on a survey's `STATS` item. */
export const visibleStatFields = [
  'responses',
  'regular',
  'email',
  'sentimentSum',
  'positive',
  'neutral',
  'negative',
] as const;

type WaitingField = Exclude<keyof WaitingTally, 'lastReleasedOn'>;
const waitingFields: readonly WaitingField[] = [
  'group',
  'count',
  'independent',
  'sentimentSum',
  'positive',
  'neutral',
  'negative',
];

/**
 * The waiting tallies of one source live beside the visible ones as flat attributes
 * (`waiting_<source>_<field>`), so one update expression can add to them without a map existing.
 */
export const waitingAttribute = (source: AnswerSource, field: keyof WaitingTally) =>
  `waiting_${source}_${field}`;

export function toStats(item: Record<string, unknown> | undefined): SurveyStats {
  const stats = emptyStats();
  if (!item) return stats;
  for (const f of visibleStatFields) stats[f] = Number(item[f] ?? 0);
  stats.lastDay = typeof item.lastDay === 'string' ? item.lastDay : null;
  if (item.emailRound !== undefined) stats.emailRound = Number(item.emailRound);
  for (const source of ANSWER_SOURCES) {
    const waiting = stats.waiting[source];
    for (const f of waitingFields) {
      const value = item[waitingAttribute(source, f)];
      if (value !== undefined) waiting[f] = Number(value);
    }
    const last = item[waitingAttribute(source, 'lastReleasedOn')];
    waiting.lastReleasedOn = typeof last === 'string' ? last : null;
  }
  return stats;
}
