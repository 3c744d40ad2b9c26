import { describe, expect, it } from 'vitest';
import { emptyStats, type SurveyStats } from '../surveys/ports';
import type { TeamRole } from '../teams/ports';
import {
  ATTENTION_LIMIT,
  gettingStarted,
  needsAttention,
  type ManagedView,
} from './getting-started';

const team = (id: string, memberCount: number, createdAt = '2026-11-01T00:00:00.000Z') => ({
  id,
  name: `Team ${id}`,
  memberCount,
  createdAt,
});

function survey(
  id: string,
  {
    sent = false,
    open = true,
    answers = 0,
    sentiment = 0.5,
    createdAt = '2026-11-02T00:00:00.000Z',
  }: {
    sent?: boolean;
    open?: boolean;
    answers?: number;
    sentiment?: number;
    createdAt?: string;
  } = {},
) {
  const stats: SurveyStats = {
    ...emptyStats(),
    responses: answers,
    sentimentSum: answers * sentiment,
    negative: sentiment < 0.3 ? answers : 0,
    positive: sentiment > 0.7 ? answers : 0,
    neutral: sentiment >= 0.3 && sentiment <= 0.7 ? answers : 0,
  };
  return {
    id,
    title: `Survey ${id}`,
    anonymityLocked: sent || answers > 0,
    acceptingResponses: open,
    stats,
    createdAt,
  };
}

const member = (t: ReturnType<typeof team>, role: TeamRole = 'owner') => ({ team: t, role });

describe('the getting-started checklist', () => {
  it('has nothing done for a new account, and nothing to act on', () => {
    expect(gettingStarted({ surveys: [], memberships: [] })).toEqual({
      done: { team: false, people: false, survey: false, send: false, result: false },
      team: null,
      survey: null,
      resultSurveyId: null,
    });
  });

  it('ticks each step as the data says, and points the next steps at the right team and survey', () => {
    const empty = team('a', 1, '2026-11-03T00:00:00.000Z');
    const staffed = team('b', 4, '2026-11-01T00:00:00.000Z');
    const view: ManagedView = {
      memberships: [member(empty), member(staffed, 'admin')],
      surveys: [
        survey('sent', { sent: true, createdAt: '2026-11-01T00:00:00.000Z' }),
        survey('draft', { createdAt: '2026-11-04T00:00:00.000Z' }),
      ],
    };
    expect(gettingStarted(view)).toEqual({
      done: { team: true, people: true, survey: true, send: true, result: false },
      // The team with people, though another is newer; the survey not sent yet.
      team: { id: 'b', name: 'Team b' },
      survey: { id: 'draft', title: 'Survey draft' },
      // Nothing has results: the sent survey's page says how many more answers it needs.
      resultSurveyId: 'sent',
    });
  });

  it("counts only teams the caller manages: a member's team is not theirs to set up", () => {
    const result = gettingStarted({ surveys: [], memberships: [member(team('m', 9), 'member')] });
    expect(result.done).toMatchObject({ team: false, people: false });
    expect(result.team).toBeNull();
  });

  it('never points the next step at a closed survey, which cannot be sent', () => {
    const result = gettingStarted({
      memberships: [member(team('a', 3))],
      surveys: [
        survey('closed', { open: false, createdAt: '2026-11-05T00:00:00.000Z' }),
        survey('open', { createdAt: '2026-11-01T00:00:00.000Z' }),
      ],
    });
    expect(result.survey).toEqual({ id: 'open', title: 'Survey open' });
    expect(
      gettingStarted({ memberships: [], surveys: [survey('c', { open: false })] }).survey,
    ).toBeNull();
  });

  it('is done with results once a survey has visible answers', () => {
    const result = gettingStarted({
      memberships: [member(team('a', 3))],
      surveys: [survey('x', { answers: 3 })],
    });
    expect(Object.values(result.done).every(Boolean)).toBe(true);
    expect(result.resultSurveyId).toBe('x');
  });
});

describe('what needs attention first', () => {
  it('puts low sentiment first (the lowest first), then unsent surveys, empty teams and waiting surveys', () => {
    const items = needsAttention({
      memberships: [member(team('lonely', 1)), member(team('full', 5))],
      surveys: [
        survey('fine', { answers: 3, sentiment: 0.8 }),
        survey('low', { answers: 3, sentiment: 0.25 }),
        survey('lowest', { answers: 6, sentiment: 0.1 }),
        survey('draft'),
        survey('waiting', { sent: true }),
        survey('closed-draft', { open: false }),
      ],
    });
    expect(items).toEqual([
      { kind: 'low-sentiment', id: 'lowest', title: 'Survey lowest', negativePercent: 100 },
      { kind: 'low-sentiment', id: 'low', title: 'Survey low', negativePercent: 100 },
      { kind: 'not-sent', id: 'draft', title: 'Survey draft' },
      { kind: 'no-people', id: 'lonely', title: 'Team lonely' },
      { kind: 'awaiting-results', id: 'waiting', title: 'Survey waiting' },
    ]);
  });

  it(`lists at most ${ATTENTION_LIMIT}, and nothing when all is well`, () => {
    const drafts = Array.from({ length: 8 }, (_, i) => survey(`d${i}`));
    expect(needsAttention({ memberships: [], surveys: drafts })).toHaveLength(ATTENTION_LIMIT);
    expect(
      needsAttention({
        memberships: [member(team('a', 3))],
        surveys: [survey('ok', { answers: 3, sentiment: 0.6 })],
      }),
    ).toEqual([]);
  });
});
