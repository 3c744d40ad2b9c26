import type { QuestionInsight } from '#shared/api/analytics';
import { aggregate } from './aggregate';

/** The analytics of the 30 days to 2026-11-25 of an account with no survey. */
export const noAnalytics = () =>
  aggregate({
    range: '30d',
    today: '2026-11-25',
    surveys: [],
    teamNames: new Map(),
    days: new Map(),
  });

/** A text question's insight as the API gives it, answered by all nine, with `changes`. */
export const aTextQuestionInsight = (changes: Partial<QuestionInsight> = {}): QuestionInsight => ({
  surveyId: 'a',
  survey: 'Team pulse',
  questionId: 'q',
  question: 'Why?',
  type: 'textarea',
  responses: 9,
  answered: 9,
  completionRate: 100,
  answers: [],
  topAnswers: [],
  rating: null,
  ...changes,
});
