import { describe, expect, it } from 'vitest';
import {
  OTHER,
  questionInsightsOf,
  readQuestionInsights,
  shownCells,
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

describe('anonymity rules of question insights (k = 3)', () => {
  it('hides a choice fewer than k chose and shows the rest', () => {
    // 10 answers: A 6, B 4 shown; nobody else. Total 10 = responses: nothing left over.
    expect(
      shownCells(
        [
          { answer: 'A', count: 6 },
          { answer: 'B', count: 4 },
          { answer: 'C', count: 0 },
        ],
        { k: 3, responses: 10, answered: 10, single: true, mergeOther: true },
      ),
    ).toEqual([
      { answer: 'A', count: 6 },
      { answer: 'B', count: 4 },
    ]);
  });

  it('merges hidden choices into Other only when Other reaches k', () => {
    // A 6, B 2, C 2: B + C = 4 >= 3, shown as Other 4; the total 10 leaves nothing over.
    expect(
      shownCells(
        [
          { answer: 'A', count: 6 },
          { answer: 'B', count: 2 },
          { answer: 'C', count: 2 },
        ],
        { k: 3, responses: 10, answered: 10, single: true, mergeOther: true },
      ),
    ).toEqual([
      { answer: 'A', count: 6 },
      { answer: OTHER, count: 4 },
    ]);
    // A 7, B 1, C 1, 2 skipped (11 responses, the answered count withheld): B + C = 2 < 3, no
    // Other. Left over: 11 - 7 = 4 (two skipped, two hidden), at least k, so A stays.
    expect(
      shownCells(
        [
          { answer: 'A', count: 7 },
          { answer: 'B', count: 1 },
          { answer: 'C', count: 1 },
        ],
        { k: 3, responses: 11, answered: null, single: true, mergeOther: true },
      ),
    ).toEqual([{ answer: 'A', count: 7 }]);
  });

  it('hides more cells when what the shown ones leave over is 1 to k - 1', () => {
    // 9 responses: A 5, B 3, one chose C (hidden). 9 - (5 + 3) = 1 would show that one person
    // chose something else: B (the smallest) goes too, leaving 4 over. A 5 is all that shows.
    expect(
      shownCells(
        [
          { answer: 'A', count: 5 },
          { answer: 'B', count: 3 },
          { answer: 'C', count: 1 },
        ],
        { k: 3, responses: 9, answered: 9, single: true, mergeOther: true },
      ),
    ).toEqual([{ answer: 'A', count: 5 }]);
    // 4 responses, A 3 and one skipped (withheld): 4 - 3 = 1, so A is hidden as well.
    expect(
      shownCells([{ answer: 'A', count: 3 }], {
        k: 3,
        responses: 4,
        answered: null,
        single: true,
        mergeOther: true,
      }),
    ).toEqual([]);
    // 6 answered of 6: A 4, B 2 -> B hidden leaves 2 of the answered over, so A goes too.
    expect(
      shownCells(
        [
          { answer: 'A', count: 4 },
          { answer: 'B', count: 2 },
        ],
        { k: 3, responses: 6, answered: 6, single: true, mergeOther: true },
      ),
    ).toEqual([]);
    // Ratings never merge: 5 x3, 4 x2, 3 x1 of 6 -> 4 and 3 hidden (3 left over, k): 5 stays.
    expect(
      shownCells(
        [
          { answer: '5/5', count: 3 },
          { answer: '4/5', count: 2 },
          { answer: '3/5', count: 1 },
        ],
        { k: 3, responses: 6, answered: 6, single: true, mergeOther: false },
      ),
    ).toEqual([{ answer: '5/5', count: 3 }]);
  });

  it('for ticks (several a person) hides small cells but does not subtract', () => {
    // 6 people ticked X 6 times, Y 2, Z 3: Y hidden, no Other (2 < 3).
    expect(
      shownCells(
        [
          { answer: 'X', count: 6 },
          { answer: 'Y', count: 2 },
          { answer: 'Z', count: 3 },
        ],
        { k: 3, responses: 6, answered: 6, single: false, mergeOther: true },
      ),
    ).toEqual([
      { answer: 'X', count: 6 },
      { answer: 'Z', count: 3 },
    ]);
  });

  it('works out a survey: totals are the sums of shown cells, text gives counts only', () => {
    // 12 released answers. Pick one: A 6, B 3, C 2, D 1 (C + D = 3: Other 3), all answered.
    // Ticks: 10 answered (2 skipped: withheld), X 7, Y 5, Z 1.
    // Rating: 5 x3, 4 x6, 2 x1, 2 skipped -> answered withheld (2 < k); shown 5 and 4 (9), left
    //   over of the 12: 3 (k), so they stay; average (3 x 5 + 6 x 4) / 9 = 39 / 9 = 4.33 -> 4.3.
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
      { answer: OTHER, count: 3 },
    ]);
    expect(choice.answered).toBe(12);
    expect(choice.completionRate).toBe(100);
    expect(choice.topAnswers.map((a) => a.answer)).toEqual(['A', 'B', OTHER]);

    const ticks = byQuestion(list, 'q_boxes01');
    expect(ticks.answers).toEqual([
      { answer: 'X', count: 7 },
      { answer: 'Y', count: 5 },
    ]);
    expect(ticks.answered).toBeNull();
    expect(ticks.completionRate).toBeNull();

    const rated = byQuestion(list, 'q_rating1');
    expect(rated.answered).toBeNull();
    expect(rated.completionRate).toBeNull();
    expect(rated.rating).toEqual({
      max: 5,
      average: 4.3,
      distribution: [
        { value: 1, count: 0 },
        { value: 2, count: 0 },
        { value: 3, count: 0 },
        { value: 4, count: 6 },
        { value: 5, count: 3 },
      ],
    });
    expect(rated.topAnswers).toEqual([
      { answer: '4/5', count: 6 },
      { answer: '5/5', count: 3 },
    ]);

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
