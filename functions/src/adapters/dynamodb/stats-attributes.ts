import { ENPS_GROUPS, type EnpsGroup } from '#shared/domain/enps';
import {
  ANSWER_SOURCES,
  type EnpsTallies,
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

type WaitingField = Exclude<keyof WaitingTally, 'lastReleasedOn' | 'enps'>;
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

/**
 * A 0-10 question's eNPS group count: `enps_<question id>_<group>` (visible), and
 * `waiting_<source>_enps_<question id>_<group>` while its answers wait for their release.
 */
export const enpsAttribute = (questionId: string, group: EnpsGroup, source?: AnswerSource) =>
  `${source ? `waiting_${source}_` : ''}enps_${questionId}_${group}`;

const ENPS_ATTRIBUTE =
  /^(?:waiting_(regular|email)_)?enps_(q_[0-9a-z]+)_(promoters|passives|detractors)$/;

function addEnps(tallies: EnpsTallies, questionId: string, group: EnpsGroup, value: number) {
  const tally = (tallies[questionId] ??= { promoters: 0, passives: 0, detractors: 0 });
  tally[group] = value;
}

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
  for (const [name, value] of Object.entries(item)) {
    const match = ENPS_ATTRIBUTE.exec(name);
    if (!match) continue;
    const [, source, questionId = '', group] = match;
    const tallies = source ? stats.waiting[source as AnswerSource].enps : stats.enps;
    if (ENPS_GROUPS.includes(group as EnpsGroup)) {
      addEnps(tallies, questionId, group as EnpsGroup, Number(value ?? 0));
    }
  }
  return stats;
}

/** The expression names of a source's waiting tallies on `STATS` (R14), as releases use them. */
export function waitingNames(source: AnswerSource) {
  const w = (field: keyof WaitingTally) => waitingAttribute(source, field);
  return {
    '#group': w('group'),
    '#count': w('count'),
    '#independent': w('independent'),
    '#sum': w('sentimentSum'),
    '#positive': w('positive'),
    '#neutral': w('neutral'),
    '#negative': w('negative'),
  };
}
