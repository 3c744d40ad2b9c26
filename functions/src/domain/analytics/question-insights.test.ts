import { describe, expect, it } from 'vitest';
import {
  questionInsightsOf,
  readQuestionInsights,
  sumTallies,
  type InsightSurvey,
} from './question-insights';

const mc = {
  id: 'q_choice1',
  type: 'multiple_choice',
  text: 'Pick one',
  options: { choices: ['A', 'B', 'C', 'D'] },
};
const cb = {
  id: 'q_boxes01',
  type: 'checkbox',
  text: 'Tick any',
  options: { choices: ['X', 'Y', 'Z'] },
};
const rating = {
  id: 'q_rating1',
  type: 'rating',
  text: 'How was it?',
  options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
};
const text = { id: 'q_comment', type: 'textarea', text: 'Anything else?', options: {} };
const email = { id: 'q_address', type: 'email', text: 'Your e-mail', options: {} };

const survey = (over: Partial<InsightSurvey> = {}): InsightSurvey => ({
  id: 's1',
  title: 'Pulse',
  isAnonymous: true,
  anonymityThreshold: 3,
  questions: [mc, cb, rating, text, email] as InsightSurvey['questions'],
  ...over,
});

const counters = (entries: Record<string, number>) => new Map(Object.entries(entries));
const byQuestion = (list: ReturnType<typeof questionInsightsOf>, id: string) => {
  const found = list.find((q) => q.questionId === id);
  if (!found) throw new Error(`no insight for ${id}`);
  return found;
};

/** A 1-5 rating's insight: its `average`, and `counts[0]` answers of 1 up to `counts[4]` of 5. */
const oneToFive = (average: number, counts: number[]) => ({
  max: 5,
  average,
  distribution: counts.map((count, i) => ({ value: i + 1, count })),
});

describe('question insights: the group is the anonymity unit (k = 3)', () => {
  it('shows six answers rated 1, 2, 3, 4, 5, 5 whole: their mean and every value', () => {
    // The group of 6 meets k, so nothing is hidden: mean (1+2+3+4+5+5) / 6 = 20 / 6 = 3.33 -> 3.3.
    const list = questionInsightsOf(
      survey({ questions: [rating] as InsightSurvey['questions'] }),
      counters({
        n: 6,
        q_rating1: 6,
        q_rating1_1: 1,
        q_rating1_2: 1,
        q_rating1_3: 1,
        q_rating1_4: 1,
        q_rating1_5: 2,
      }),
    );
    const rated = byQuestion(list, 'q_rating1');
    expect(rated.rating).toEqual(oneToFive(3.3, [1, 1, 1, 1, 2]));
    expect(rated.answers.map((a) => a.count)).toEqual([1, 1, 1, 1, 2]);
    expect(rated).toMatchObject({ answered: 6, completionRate: 100 });
  });

  it('shows nothing of a group below k', () => {
    // Two released answers can only come from a tally a caller made up: still nothing shows.
    expect(
      questionInsightsOf(
        survey(),
        counters({ n: 2, q_rating1: 2, q_rating1_4: 1, q_rating1_5: 1, q_choice1: 2 }),
      ),
    ).toEqual([]);
  });

  it('gives a 0-10 question its eNPS from the whole distribution', () => {
    const enps = {
      id: 'q_enps0001',
      type: 'rating',
      text: 'Recommend us?',
      options: { min: 0, max: 10, labels: ['No', 'Yes'] },
    };
    // 10, 9, 8, 6, 3: promoters 2, passives 1, detractors 2 -> 40 - 40 = 0; mean 36 / 5 = 7.2.
    const [q] = questionInsightsOf(
      survey({ questions: [enps] as InsightSurvey['questions'] }),
      counters({
        n: 5,
        q_enps0001: 5,
        q_enps0001_10: 1,
        q_enps0001_9: 1,
        q_enps0001_8: 1,
        q_enps0001_6: 1,
        q_enps0001_3: 1,
      }),
    );
    expect(q?.enps).toEqual({ score: 0, promoters: 2, passives: 1, detractors: 2 });
    expect(q?.rating?.average).toBe(7.2);
    expect(q?.rating?.max).toBe(10);
    expect(q?.rating?.distribution).toHaveLength(11);
  });

  it('works out a survey: every choice and rating counted, text gives counts only', () => {
    // 12 released answers. Pick one: A 6, B 3, C 2, D 1, all answered.
    // Ticks: 10 answered, X 7, Y 5, Z 1.
    // Rating: 5 x3, 4 x6, 2 x1, 2 skipped; average (15 + 24 + 2) / 10 = 4.1.
    // Comment: 9 answered, 3 skipped -> 75 %.
    const list = questionInsightsOf(
      survey(),
      counters({
        n: 12,
        q_choice1: 12,
        q_choice1_0: 6,
        q_choice1_1: 3,
        q_choice1_2: 2,
        q_choice1_3: 1,
        q_boxes01: 10,
        q_boxes01_0: 7,
        q_boxes01_1: 5,
        q_boxes01_2: 1,
        q_rating1: 10,
        q_rating1_5: 3,
        q_rating1_4: 6,
        q_rating1_2: 1,
        q_comment: 9,
      }),
    );
    expect(list.map((q) => q.questionId)).toEqual([
      'q_choice1',
      'q_boxes01',
      'q_rating1',
      'q_comment',
    ]);
    const choice = byQuestion(list, 'q_choice1');
    expect(choice.answers).toEqual([
      { answer: 'A', count: 6 },
      { answer: 'B', count: 3 },
      { answer: 'C', count: 2 },
      { answer: 'D', count: 1 },
    ]);
    expect(choice.answered).toBe(12);
    expect(choice.completionRate).toBe(100);
    expect(choice.topAnswers.map((a) => a.answer)).toEqual(['A', 'B', 'C']);

    const ticks = byQuestion(list, 'q_boxes01');
    expect(ticks.answers).toEqual([
      { answer: 'X', count: 7 },
      { answer: 'Y', count: 5 },
      { answer: 'Z', count: 1 },
    ]);
    expect(ticks).toMatchObject({ answered: 10, completionRate: 83 });

    const rated = byQuestion(list, 'q_rating1');
    expect(rated).toMatchObject({ answered: 10, completionRate: 83 });
    expect(rated.rating).toEqual(oneToFive(4.1, [0, 1, 0, 6, 3]));
    expect(rated.topAnswers).toEqual([
      { answer: '4/5', count: 6 },
      { answer: '5/5', count: 3 },
      { answer: '2/5', count: 1 },
    ]);
    expect(rated.enps).toBeUndefined();

    const comment = byQuestion(list, 'q_comment');
    expect(comment).toMatchObject({ answered: 9, completionRate: 75, answers: [], topAnswers: [] });
  });

  it('shows a named survey as it is, every answer counted', () => {
    const list = questionInsightsOf(
      survey({ isAnonymous: false }),
      counters({ n: 2, q_choice1: 2, q_choice1_0: 1, q_choice1_3: 1, q_address: 1 }),
    );
    expect(byQuestion(list, 'q_choice1').answers).toEqual([
      { answer: 'A', count: 1 },
      { answer: 'D', count: 1 },
    ]);
    expect(byQuestion(list, 'q_address').completionRate).toBe(50);
    expect(byQuestion(list, 'q_boxes01').completionRate).toBe(0);
  });

  it('shows nothing without tallied answers', () => {
    expect(questionInsightsOf(survey(), counters({}))).toEqual([]);
  });

  it('adds the tallies of several groups', () => {
    expect(
      sumTallies([
        { n: 3, q_choice1: 3, q_choice1_0: 3 },
        { n: 4, q_choice1: 2, q_choice1_1: 2 },
      ]),
    ).toEqual(counters({ n: 7, q_choice1: 5, q_choice1_0: 3, q_choice1_1: 2 }));
  });

  it('reads only surveys answered in the range, past their threshold, five at most', async () => {
    const read: string[] = [];
    const store = {
      tallies: async () => [],
      read: async (id: string) => {
        read.push(id);
        return { tallies: [{ n: 3, q_comment: 3 }], sample: async () => [] };
      },
    };
    const base = { ...survey(), questions: [text] as InsightSurvey['questions'] };
    const recent = [
      { ...base, id: 'below', released: 2, lastDay: '2026-11-20' },
      { ...base, id: 'old', released: 9, lastDay: '2026-10-01' },
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
        ...base,
        id,
        released: 3,
        lastDay: '2026-11-20',
      })),
    ];
    const list = await readQuestionInsights(store, recent, '2026-11-01', '2026-11-25');
    expect(read).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(list.map((q) => q.surveyId)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
