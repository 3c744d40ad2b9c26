import { describe, expect, it } from 'vitest';
import { aSurveyRecord } from '../../adapters/dynamodb/survey-record.fixture';
import type { ConversationRecord } from './ports';
import {
  DELAY_HOURS,
  commentOf,
  deliverAfter,
  hashSecret,
  managerView,
  repliesOpen,
} from './conversation-service';

const conversation = (changes: Partial<ConversationRecord> = {}): ConversationRecord => ({
  surveyId: 's1',
  responseId: 'r1',
  status: 'open',
  closedShown: false,
  revealedName: null,
  messageCount: 3,
  delivered: 1,
  managerRead: 0,
  pending: 1,
  lastDay: '2026-11-29',
  messages: [
    { n: 1, from: 'manager', text: 'Which meetings?', day: '2026-11-28', delivered: true },
    { n: 2, from: 'respondent', text: 'Mondays.', day: '2026-11-29', delivered: true },
    { n: 3, from: 'respondent', text: 'And Fridays.', day: null, delivered: false },
  ],
  ...changes,
});

describe('what the manager sees of a conversation (decision 0052)', () => {
  it('shows their messages and the delivered ones, by day, with the unread count', () => {
    expect(managerView(conversation(), 'Too many meetings')).toEqual({
      responseId: 'r1',
      comment: 'Too many meetings',
      status: 'open',
      revealedName: null,
      unread: 1,
      messages: [
        { from: 'manager', text: 'Which meetings?', day: '2026-11-28' },
        { from: 'respondent', text: 'Mondays.', day: '2026-11-29' },
      ],
    });
  });

  it('shows a close only once it is delivered', () => {
    expect(managerView(conversation({ status: 'closed' }), null).status).toBe('open');
    expect(managerView(conversation({ status: 'closed', closedShown: true }), null).status).toBe(
      'closed',
    );
  });
});

describe('the delivery time', () => {
  it('is the delay later, rounded up to the hour', () => {
    const at = new Date('2026-11-29T10:17:42.123Z');
    expect(deliverAfter(at, DELAY_HOURS.min)).toBe('2026-11-29T13:00:00.000Z');
    expect(deliverAfter(at, DELAY_HOURS.max)).toBe('2026-11-29T19:00:00.000Z');
    expect(deliverAfter(new Date('2026-11-29T10:00:00.000Z'), 2)).toBe('2026-11-29T12:00:00.000Z');
  });
});

describe('replies and comments', () => {
  const survey = aSurveyRecord({
    isAnonymous: true,
    anonymityThreshold: 3,
    questions: [
      { id: 'q1', type: 'rating', text: 'Week?', required: true, order: 1, options: {} },
      { id: 'q2', type: 'textarea', text: 'Why?', required: false, order: 2, options: {} },
    ] as never,
  });

  it('opens replies at the comment threshold, max(5, k), of shown answers', () => {
    const withShown = (responses: number, k = 3) =>
      repliesOpen({ ...survey, anonymityThreshold: k, stats: { ...survey.stats, responses } });
    expect(withShown(4)).toBe(false);
    expect(withShown(5)).toBe(true);
    expect(withShown(6, 7)).toBe(false);
    expect(withShown(7, 7)).toBe(true);
  });

  it('finds the comment in text answers only, and none in blank ones', () => {
    expect(
      commentOf(survey, [
        { questionId: 'q1', value: 4 },
        { questionId: 'q2', value: 'Too many meetings' },
      ]),
    ).toBe('Too many meetings');
    expect(commentOf(survey, [{ questionId: 'q2', value: '   ' }])).toBeNull();
    expect(commentOf(survey, [{ questionId: 'q1', value: 4 }])).toBeNull();
  });

  it('hashes secrets with SHA-256', () => {
    expect(hashSecret('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
