import type { Question } from '#shared/api/surveys';
import type { StoredAnswer } from './ports';

/**
 * Counters an answer adds to its question tally (decision 0019): `n` once per answer, the
 * question's id once per question answered, and `<id>_<choice index or rating value>` once per
 * choice ticked or rating given. A DynamoDB update holds at most 300 operators, so a survey's
 * questions are tallied in order while their most counters still fit in `MAX_COUNTERS`; which
 * questions those are depends on the survey only, never on one answer.
 */
export const MAX_COUNTERS = 100;

type TalliedQuestion = Pick<Question, 'id' | 'type' | 'options'>;

const widest = (q: TalliedQuestion) => {
  if (q.type === 'checkbox')
    return 1 + ((q.options as { choices?: unknown[] }).choices ?? []).length;
  return q.type === 'multiple_choice' || q.type === 'rating' ? 2 : 1;
};

/** The ids of the questions whose answers are tallied. */
export function talliedQuestions(questions: readonly TalliedQuestion[]): Set<string> {
  const out = new Set<string>();
  let used = 1;
  for (const q of questions) {
    used += widest(q);
    if (used > MAX_COUNTERS) break;
    out.add(q.id);
  }
  return out;
}

/** The counters one answer adds (each by 1). */
export function questionCounters(
  questions: readonly TalliedQuestion[],
  answers: readonly StoredAnswer[],
): string[] {
  const tallied = talliedQuestions(questions);
  const types = new Map(questions.map((q) => [q.id, q.type]));
  const out = ['n'];
  for (const { questionId, value } of answers) {
    const type = types.get(questionId);
    if (!type || !tallied.has(questionId)) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out.push(questionId);
    const cells =
      type === 'checkbox' && Array.isArray(value)
        ? [...new Set(value)]
        : (type === 'multiple_choice' || type === 'rating') && typeof value === 'number'
          ? [value]
          : [];
    for (const cell of cells) out.push(`${questionId}_${cell}`);
  }
  return out;
}
