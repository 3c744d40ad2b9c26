import type { Question } from '#shared/api/surveys';

/**
 * The follow-through question an action adds to the round after it (issue #31, decision 0055):
 * a 1-5 rating, the same for everyone invited in that round. Its id comes from the action's, so
 * answers stored against it name the action, and never a person.
 */

/** Where follow-through questions are placed: after every question a survey may have. */
export const FOLLOW_THROUGH_ORDER = 10_000;
/** At most this many actions are checked in one round; the rest wait for the next one. */
export const FOLLOW_THROUGH_PER_ROUND = 5;
export const FOLLOW_THROUGH_PREFIX = 'Did we follow through on: ';

export const followThroughQuestionId = (actionId: string) =>
  `q_ft${actionId.replace(/[^0-9a-z]/g, '').slice(0, 24)}`;

export const isFollowThroughQuestion = (questionId: string) => questionId.startsWith('q_ft');

export function followThroughQuestion(
  action: { id: string; what: string },
  position: number,
): Question {
  return {
    id: followThroughQuestionId(action.id),
    type: 'rating',
    text: `${FOLLOW_THROUGH_PREFIX}${action.what}?`,
    required: false,
    order: FOLLOW_THROUGH_ORDER + position,
    options: { min: 1, max: 5, labels: ['Not at all', 'Fully'] },
  } as Question;
}

interface WithFollowThrough {
  questions: Question[];
  followThrough?: Record<string, Question[]>;
}

/**
 * The survey as a round asks it: its questions and that round's follow-through questions. An
 * answer with no round (the open link) is asked the survey's questions only, so a release group
 * never mixes answers asked different questions (decision 0009).
 */
export function askedInRound<T extends WithFollowThrough>(survey: T, round: number | undefined): T {
  const extra = round === undefined ? [] : (survey.followThrough?.[String(round)] ?? []);
  return withQuestions(survey, extra);
}

/** The survey with every round's follow-through questions: the results of every round. */
export function askedInAnyRound<T extends WithFollowThrough>(survey: T): T {
  return withQuestions(survey, Object.values(survey.followThrough ?? {}).flat());
}

function withQuestions<T extends WithFollowThrough>(survey: T, extra: Question[]): T {
  const have = new Set(survey.questions.map((q) => q.id));
  const added = extra.filter((q) => !have.has(q.id));
  return added.length ? { ...survey, questions: [...survey.questions, ...added] } : survey;
}
