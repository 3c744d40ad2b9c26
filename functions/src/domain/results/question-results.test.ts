import { describe, expect, it } from 'vitest';
import type { SampledAnswer } from '../analytics/text-excerpts';
import type { StoredAnswer } from '../responses/ports';
import { needsSample, questionResultsOf, type ResultsSurvey } from './question-results';
import { resultsCsv, resultsFileName, RESULTS_CSV_HEADER } from './results-csv';
import type { SurveyResults } from '#shared/api/results';

const rating = {
  id: 'q_rating1',
  type: 'rating',
  text: 'How was it?',
  options: { min: 1, max: 5 },
};
const enps = {
  id: 'q_enps001',
  type: 'rating',
  text: 'Recommend us?',
  options: { min: 0, max: 10 },
};
const choice = {
  id: 'q_choice1',
  type: 'multiple_choice',
  text: 'Where do you work?',
  options: { choices: ['Office', 'Home', '=HYPERLINK("x")'] },
};
const comment = { id: 'q_comment', type: 'textarea', text: 'Anything else?', options: {} };
const email = { id: 'q_email01', type: 'email', text: 'Your e-mail', options: {} };

const survey = (over: Partial<ResultsSurvey> = {}): ResultsSurvey => ({
  id: 's1',
  isAnonymous: true,
  anonymityThreshold: 3,
  questions: [rating, enps, choice, comment, email] as ResultsSurvey['questions'],
  ...over,
});

/** Tallies as R28 writes them: `n`, a count per question and per value or choice. */
function talliesOf(ratings: number[], extra: [string, number][] = []) {
  const counters = new Map<string, number>([
    ['n', ratings.length],
    ['q_rating1', ratings.length],
  ]);
  for (const r of ratings)
    counters.set(`q_rating1_${r}`, (counters.get(`q_rating1_${r}`) ?? 0) + 1);
  for (const [name, n] of extra) counters.set(name, n);
  return counters;
}

const sampleOf = (texts: string[]): SampledAnswer[] =>
  texts.map((text, i) => ({
    responseId: `r${i}`,
    answers: [{ questionId: 'q_comment', value: text }] as StoredAnswer[],
  }));

describe('questionResultsOf', () => {
  it('gives six ratings 1..5 their exact count, mean and every value of the scale', () => {
    const [q] = questionResultsOf(survey(), talliesOf([1, 2, 3, 4, 5, 5]), [], null);
    expect(q).toMatchObject({
      questionId: 'q_rating1',
      answered: 6,
      rating: {
        min: 1,
        max: 5,
        average: 3.3,
        distribution: [1, 1, 1, 1, 2].map((count, i) => ({ value: i + 1, count })),
      },
      enps: null,
      change: null,
    });
  });

  it('shows nothing of an anonymous group below its threshold, and all of a named one', () => {
    expect(questionResultsOf(survey(), talliesOf([1, 5]), [], null)).toEqual([]);
    const named = questionResultsOf(survey({ isAnonymous: false }), talliesOf([1, 5]), [], null);
    expect(named[0]?.rating?.average).toBe(3);
    // A named survey's e-mail question is listed; an anonymous survey never lists one.
    expect(named.map((q) => q.questionId)).toContain('q_email01');
    const anonymous = questionResultsOf(survey(), talliesOf([1, 2, 3]), [], null);
    expect(anonymous.map((q) => q.questionId)).not.toContain('q_email01');
  });

  it('gives a 0-10 question its eNPS and every choice its count, zero included', () => {
    const counters = talliesOf(
      [4, 4, 4, 4, 4],
      [
        ['q_enps001', 5],
        ['q_enps001_10', 2],
        ['q_enps001_9', 1],
        ['q_enps001_7', 1],
        ['q_enps001_3', 1],
        ['q_choice1', 4],
        ['q_choice1_0', 3],
        ['q_choice1_2', 1],
      ],
    );
    const byId = new Map(
      questionResultsOf(survey(), counters, [], null).map((q) => [q.questionId, q]),
    );
    // 3 promoters, 1 passive, 1 detractor of 5: 60 % - 20 % = +40.
    expect(byId.get('q_enps001')?.enps).toEqual({
      score: 40,
      promoters: 3,
      passives: 1,
      detractors: 1,
    });
    expect(byId.get('q_enps001')?.rating?.average).toBe(7.8);
    expect(byId.get('q_choice1')).toMatchObject({
      answered: 4,
      choices: [
        { choice: 'Office', count: 3 },
        { choice: 'Home', count: 0 },
        { choice: '=HYPERLINK("x")', count: 1 },
      ],
    });
  });

  it('shows comments only past max(5, k), and only their words', () => {
    const words = ['I love this wonderful team', 'Terrible awful chaos', 'We met on Tuesday'];
    const few = talliesOf([3, 3, 3, 3], [['q_comment', 4]]);
    expect(needsSample(survey(), few)).toBe(false);
    const held = questionResultsOf(survey(), few, sampleOf(words), null);
    expect(held.find((q) => q.questionId === 'q_comment')?.comments).toEqual({
      threshold: 5,
      excerpts: null,
    });

    const enough = talliesOf([3, 3, 3, 3, 3], [['q_comment', 5]]);
    expect(needsSample(survey(), enough)).toBe(true);
    const shown = questionResultsOf(survey(), enough, sampleOf(words), null);
    const excerpts = shown.find((q) => q.questionId === 'q_comment')?.comments?.excerpts ?? [];
    // Only the words: every excerpt is one of the answers, in hash order.
    expect([...excerpts].sort()).toEqual([...words].sort());
    // A threshold of 7 holds comments back until 7 answered.
    const strict = questionResultsOf(
      survey({ anonymityThreshold: 7 }),
      talliesOf([3, 3, 3, 3, 3, 3, 3], [['q_comment', 6]]),
      sampleOf(words),
      null,
    );
    expect(strict.find((q) => q.questionId === 'q_comment')?.comments).toEqual({
      threshold: 7,
      excerpts: null,
    });
  });

  it('compares averages and eNPS with the previous round that showed, never with a hidden one', () => {
    const now = talliesOf(
      [4, 4, 5],
      [
        ['q_enps001', 3],
        ['q_enps001_10', 3],
      ],
    );
    const before = talliesOf(
      [3, 4, 3],
      [
        ['q_enps001', 3],
        ['q_enps001_10', 1],
        ['q_enps001_2', 2],
      ],
    );
    const byId = new Map(
      questionResultsOf(survey(), now, [], before).map((q) => [q.questionId, q]),
    );
    // 4.3 against 3.3; 10 against 4.7, eNPS 100 against 33 - 67 = -33.
    expect(byId.get('q_rating1')?.change).toEqual({ average: 1, enps: null });
    expect(byId.get('q_enps001')?.change).toEqual({ average: 5.3, enps: 133 });
    expect(byId.get('q_choice1')?.change).toBeNull();
    const hidden = questionResultsOf(survey(), now, [], talliesOf([1, 1]));
    expect(hidden.every((q) => q.change === null)).toBe(true);
  });
});

describe('resultsCsv', () => {
  const results = (over: Partial<SurveyResults> = {}): SurveyResults => ({
    survey: { id: 's1', title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 },
    rounds: [],
    round: 2,
    status: 'shown',
    responses: 6,
    participation: 75,
    comparedWith: null,
    questions: questionResultsOf(
      survey(),
      talliesOf(
        [1, 2, 3, 4, 5, 5],
        [
          ['q_choice1', 2],
          ['q_choice1_2', 2],
        ],
      ),
      [],
      null,
    ),
    ...over,
  });

  it('writes one row per question with its average, distribution, eNPS and participation', () => {
    const lines = resultsCsv(results())
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(RESULTS_CSV_HEADER.join(','));
    expect(lines[1]).toBe('How was it?,rating,6,3.3/5,1: 1; 2: 1; 3: 1; 4: 1; 5: 2,,75');
    // A choice or a question that would start a formula is neutralised with a leading quote.
    const chosen = lines.find((l) => l.startsWith('Where do you work?'));
    expect(chosen).toBe(
      'Where do you work?,multiple_choice,2,,"Office: 0; Home: 0; =HYPERLINK(""x""): 2",,75',
    );
    const evil = resultsCsv(
      results({
        questions: [{ ...results().questions[0]!, question: '=cmd|"/c calc"!A1' }],
      }),
    );
    expect(evil).toContain(`"'=cmd|""/c calc""!A1"`);
  });

  it('names the file with the survey and the round', () => {
    expect(resultsFileName('Team Pulse: Q3!', 2)).toBe('candor-results-team-pulse-q3-round-2.csv');
    expect(resultsFileName('Équipe', null)).toBe('candor-results-equipe-all-rounds.csv');
    expect(resultsFileName('★★★', 1)).toBe('candor-results-survey-round-1.csv');
  });
});
