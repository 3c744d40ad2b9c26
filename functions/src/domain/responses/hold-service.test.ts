import { describe, expect, it } from 'vitest';
import { emptyStats, type SurveyRecord } from '../surveys/ports';
import { HoldService } from './hold-service';
import type { AddContext, HeldResponse, ResponseRecord } from './ports';
import { ResponseWriter } from './response-writer';

/**
 * Held answers (over the plan's limit, decision 0012) let in later, when the survey's promise
 * changed while they were held: an answer is shown only under the promise it was given under
 * (decision 0009), so one given under the other is dropped, never stored as a response.
 */

function survey(isAnonymous: boolean): SurveyRecord {
  return {
    id: 's1',
    isAnonymous,
    anonymityThreshold: 3,
    teamIds: ['t1'],
    questions: [],
    stats: emptyStats(),
  } as unknown as SurveyRecord;
}

const held = (id: string, anonymous: boolean): HeldResponse => ({
  response: {
    id,
    surveyId: 's1',
    day: '2026-11-20',
    source: 'regular',
    answers: [],
    sentiment: 0.5,
    ...(anonymous ? {} : { email: `${id}@example.com` }),
  },
  accountId: 'a1',
  anonymous,
  independent: true,
});

/**
 * The hold service as the job builds it (the writer alone), over an in-memory store: `stored`
 * is what became a response (with how it was written), `holding` what is still held.
 */
function hold(current: SurveyRecord, items: HeldResponse[]) {
  const holding = [...items];
  const stored: { response: ResponseRecord; context: AddContext }[] = [];
  const remove = (id: string) => {
    const at = holding.findIndex((item) => item.response.id === id);
    if (at !== -1) holding.splice(at, 1);
  };
  const service = new HoldService({
    held: {
      hold: async () => {},
      heldOf: async (_accountId, limit) => holding.slice(0, limit),
      accountsHolding: async () => ['a1'],
      drop: async (item) => remove(item.response.id),
      settle: async () => {},
    },
    quotas: {
      responseQuota: async (accountId) => ({
        accountId,
        period: '2026-12',
        limit: 100,
        ceiling: 200,
        held: holding.length,
      }),
    },
    surveys: { get: async (id) => (id === current.id ? current : undefined) },
    responses: new ResponseWriter({
      surveys: { get: async () => current },
      responses: {
        add: async (response, context) => {
          stored.push({ response, context });
          // The held item goes in the answer's own transaction.
          if (context.fromHold) remove(response.id);
        },
      },
    }),
    releases: { releaseDue: async () => 0 },
    digests: { count: async () => {} },
    now: () => new Date('2026-12-01T10:00:00Z'),
  });
  return { service, stored, holding };
}

/**
 * Lets in `items`, held for a survey that is now anonymous or not (`isAnonymous`): one is let in,
 * and none is held any more. What was stored, with how it was written.
 */
async function letIn(isAnonymous: boolean, items: HeldResponse[]) {
  const { service, stored, holding } = hold(survey(isAnonymous), items);
  expect(await service.letIn('a1')).toBe(1);
  expect(holding).toEqual([]);
  return stored;
}

describe('letting held answers in after the promise changed', () => {
  it('drops an answer given anonymously once the survey is no longer anonymous', async () => {
    const stored = await letIn(false, [
      held('given-anonymously', true),
      held('given-named', false),
    ]);
    // Only the answer given under the survey's current promise is stored, shown at once with
    // its day and address as a named answer is; the anonymous one never is, and is held no more.
    expect(stored.map((s) => [s.response.id, s.context.anonymous])).toEqual([
      ['given-named', false],
    ]);
  });

  it('drops an answer given with a name once the survey is anonymous', async () => {
    const stored = await letIn(true, [held('given-named', false), held('given-anonymously', true)]);
    expect(stored.map((s) => [s.response.id, s.context.anonymous])).toEqual([
      ['given-anonymously', true],
    ]);
    // The one stored waits in its source's release group like any anonymous answer.
    expect(stored[0]?.context.waiting).toEqual({ group: 1, independent: true });
  });
});
