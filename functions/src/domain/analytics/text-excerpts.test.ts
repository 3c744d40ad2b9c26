import { describe, expect, it } from 'vitest';
import type { StoredAnswer } from '../responses/ports';
import { questionInsightsOf, readQuestionInsights, type InsightSurvey } from './question-insights';
import {
  chooseExcerpts,
  commentThreshold,
  excerptOf,
  EXCERPT_LENGTH,
  MAX_EXCERPTS,
  withComments,
  type SampledAnswer,
} from './text-excerpts';

const comment = { id: 'q_comment', type: 'textarea', text: 'Anything else?', options: {} };
const idea = { id: 'q_ideas01', type: 'text', text: 'One idea?', options: {} };
const rating = {
  id: 'q_rating1',
  type: 'rating',
  text: 'How was it?',
  options: { min: 1, max: 5 },
};

const survey = (over: Partial<InsightSurvey> = {}): InsightSurvey => ({
  id: 's1',
  title: 'Pulse',
  isAnonymous: true,
  anonymityThreshold: 3,
  questions: [rating, comment, idea] as InsightSurvey['questions'],
  ...over,
});

/** `count` released answers, each rating 4 and a comment `words <i>` (the idea only when asked). */
function answers(count: number, withIdea = false): SampledAnswer[] {
  return Array.from({ length: count }, (_, i) => ({
    responseId: `r${String(i).padStart(3, '0')}`,
    answers: [
      { questionId: 'q_rating1', value: 4 },
      { questionId: 'q_comment', value: `words ${i}` },
      ...(withIdea ? [{ questionId: 'q_ideas01', value: `idea ${i}` }] : []),
    ] as StoredAnswer[],
  }));
}

/** The released tallies of those answers, as R30 sums them. */
const talliesOf = (sample: SampledAnswer[], skippedComment = 0) => {
  const n = sample.length;
  return new Map([
    ['n', n],
    ['q_rating1', n],
    ['q_rating1_4', n],
    ['q_comment', n - skippedComment],
    ['q_ideas01', sample.filter((a) => a.answers.length === 3).length],
  ]);
};

/** The comments of one question, as the payload carries them. */
function commentsOf(s: InsightSurvey, sample: SampledAnswer[], skipped = 0, id = 'q_comment') {
  const insights = withComments(s, questionInsightsOf(s, talliesOf(sample, skipped)), sample);
  return insights.find((q) => q.questionId === id)?.comments;
}

describe('the comment threshold (decision 0019)', () => {
  it('is 5, or the survey threshold when higher; 5 for a survey that is not anonymous', () => {
    expect(commentThreshold({ isAnonymous: true, anonymityThreshold: 3 })).toBe(5);
    expect(commentThreshold({ isAnonymous: true, anonymityThreshold: 5 })).toBe(5);
    expect(commentThreshold({ isAnonymous: true, anonymityThreshold: 7 })).toBe(7);
    expect(commentThreshold({ isAnonymous: false, anonymityThreshold: 3 })).toBe(5);
  });

  it('withholds every word with 4 released answers and k = 3', () => {
    expect(commentsOf(survey(), answers(4))).toEqual({ threshold: 5, excerpts: null });
  });

  it('shows excerpts at exactly 5 released answers with k = 3', () => {
    const shown = commentsOf(survey(), answers(5));
    expect(shown?.threshold).toBe(5);
    expect(shown?.excerpts).toHaveLength(MAX_EXCERPTS);
    for (const e of shown!.excerpts!) expect(e).toMatch(/^words [0-4]$/);
  });

  it('shows nothing of a group of 6 with k = 7, and excerpts at 7', () => {
    const strict = survey({ anonymityThreshold: 7 });
    // The group is below k: not even the question shows (issue #27).
    expect(commentsOf(strict, answers(6))).toBeUndefined();
    expect(commentsOf(strict, answers(7))?.excerpts).toHaveLength(3);
  });

  it('counts a survey that is not anonymous from 5 too', () => {
    const named = survey({ isAnonymous: false });
    expect(commentsOf(named, answers(4))).toEqual({ threshold: 5, excerpts: null });
    expect(commentsOf(named, answers(5))?.excerpts).toHaveLength(3);
  });

  it('counts answers to the question, not responses: 6 responses, 4 comments is below 5', () => {
    // Named, so the answered count (4) is shown: excerpts would say nothing it does not.
    const named = survey({ isAnonymous: false });
    expect(commentsOf(named, answers(6), 2)).toEqual({ threshold: 5, excerpts: null });
  });

  it('counts those who answered the question, shown beside it, when some skipped it', () => {
    // k = 3, whole groups show (issue #27): the answered count is on the page, so excerpts
    // appear exactly when it reaches 5 and say nothing it does not.
    const s = survey();
    const six = answers(6);
    expect(commentsOf(s, six, 1)?.excerpts).toHaveLength(3);
    expect(commentsOf(s, six, 2)).toEqual({ threshold: 5, excerpts: null });
    expect(commentsOf(s, six, 0)?.excerpts).toHaveLength(3);
  });

  it('leaves questions that are not text without comments', () => {
    const insights = withComments(
      survey(),
      questionInsightsOf(survey(), talliesOf(answers(9))),
      answers(9),
    );
    expect(insights.find((q) => q.type === 'rating')).not.toHaveProperty('comments');
  });

  it('never counts answers waiting for release: the tallies and the sample are of released groups only', async () => {
    // Group 1 (3 answers) released; group 2 holds 3 more answers, waiting. The store, as R29/R30
    // and R41 do, gives only released groups; the rule counts 3 and shows nothing.
    const released = answers(3);
    const waiting = answers(6).slice(3);
    const groups = [
      { released: true, answers: released },
      { released: false, answers: waiting },
    ];
    const reads: number[] = [];
    const store = {
      tallies: async () => [],
      read: async () => {
        const shown = groups.filter((g) => g.released).flatMap((g) => g.answers);
        return {
          tallies: [Object.fromEntries(talliesOf(shown))],
          sample: async (limit: number) => {
            reads.push(limit);
            return shown.slice(0, limit);
          },
        };
      },
    };
    const recent = [{ ...survey(), released: 3, lastDay: '2026-11-20' }];
    const [, before] = await readQuestionInsights(store, recent, '2026-11-01', '2026-11-25');
    expect(before?.comments).toEqual({ threshold: 5, excerpts: null });
    // Below the threshold the answers are not even read.
    expect(reads).toEqual([]);
    groups[1]!.released = true;
    const after = await readQuestionInsights(
      store,
      [{ ...recent[0]!, released: 6 }],
      '2026-11-01',
      '2026-11-25',
    );
    expect(after[1]?.comments?.excerpts).toHaveLength(3);
    expect(reads).toEqual([50]);
  });
});

describe('excerpts', () => {
  it('are one line of at most 200 characters, cut at a word', () => {
    expect(excerptOf('  Line one\r\n\tline two\u0007  ')).toBe('Line one line two');
    const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const cut = excerptOf(long);
    expect([...cut].length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).toMatch(/\d/);
    // One long word is cut where it must be.
    expect([...excerptOf('x'.repeat(500))].length).toBe(EXCERPT_LENGTH);
  });

  it('are at most 3, chosen by hash: the same whatever the order answers are read in', () => {
    const sample = answers(12, true);
    const chosen = chooseExcerpts('s1', 'q_comment', sample);
    expect(chosen).toHaveLength(3);
    expect(chooseExcerpts('s1', 'q_comment', [...sample].reverse())).toEqual(chosen);
    const shuffled = [...sample.slice(5), ...sample.slice(0, 5)];
    expect(chooseExcerpts('s1', 'q_comment', shuffled)).toEqual(chosen);
    // Not simply the first or the last read.
    const first = sample.slice(0, 3).map((a) => a.answers[1]!.value);
    const last = sample.slice(-3).map((a) => a.answers[1]!.value);
    expect([chosen, [...chosen].reverse()]).not.toContainEqual(first);
    expect([chosen, [...chosen].reverse()]).not.toContainEqual(last);
  });

  it('rank answers per question, so two questions do not show the same people in a row', () => {
    const sample = answers(12, true);
    const byPerson = (id: string, prefix: string) =>
      chooseExcerpts('s1', id, sample).map((e) => e.replace(prefix, ''));
    expect(byPerson('q_ideas01', 'idea ')).not.toEqual(byPerson('q_comment', 'words '));
  });

  it('skip empty and non-text answers', () => {
    const sample: SampledAnswer[] = [
      { responseId: 'a', answers: [{ questionId: 'q_comment', value: '   ' }] },
      { responseId: 'b', answers: [{ questionId: 'q_comment', value: 4 }] },
      { responseId: 'c', answers: [{ questionId: 'q_comment', value: 'Kept' }] },
    ];
    expect(chooseExcerpts('s1', 'q_comment', sample)).toEqual(['Kept']);
  });
});
