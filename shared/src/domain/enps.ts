/**
 * Employee Net Promoter Score: on a 0-10 'how likely are you to recommend' scale, promoters answer
 * 9 or 10, passives 7 or 8 and detractors 0 to 6; the score is the percentage of promoters minus
 * the percentage of detractors (-100 to 100). Only a rating question on a 0-10 scale has one: a
 * 1-10 scale has no 0 and would count a different question.
 */

export type EnpsGroup = 'promoters' | 'passives' | 'detractors';
export const ENPS_GROUPS: readonly EnpsGroup[] = ['promoters', 'passives', 'detractors'];

export type EnpsTally = Record<EnpsGroup, number>;

/** Whether a question is rated on the 0-10 scale eNPS is defined on. */
export function isEnpsQuestion(question: { type: string; options?: unknown }): boolean {
  const options = (question.options ?? {}) as { min?: unknown; max?: unknown };
  return question.type === 'rating' && options.min === 0 && options.max === 10;
}

/** The group an answer on the 0-10 scale falls in, or null for anything that is not one. */
export function enpsGroupOf(value: unknown): EnpsGroup | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 10) return null;
  return value >= 9 ? 'promoters' : value >= 7 ? 'passives' : 'detractors';
}

/** How many answered: promoters, passives and detractors together. */
export const enpsAnswered = (tally: EnpsTally) =>
  tally.promoters + tally.passives + tally.detractors;

/** The score, rounded to a whole number, or null when no one answered. */
export function enpsScore(tally: EnpsTally): number | null {
  const answered = enpsAnswered(tally);
  if (answered === 0) return null;
  // `+ 0` turns a -0 into 0.
  return Math.round(((tally.promoters - tally.detractors) / answered) * 100) + 0;
}
