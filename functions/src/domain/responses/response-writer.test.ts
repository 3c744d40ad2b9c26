import { describe, expect, it } from 'vitest';
import { emptyStats, type SurveyRecord } from '../surveys/ports';
import { StoreBusyError } from '../errors';
import {
  ReleaseGroupClosedError,
  RoundClosedError,
  type AddContext,
  type ResponseRecord,
} from './ports';
import { ResponseWriter } from './response-writer';

/** An anonymous survey whose e-mail group belongs to `emailRound` (decision 0023). */
function survey(emailRound: number): SurveyRecord {
  const stats = emptyStats();
  stats.emailRound = emailRound;
  return {
    id: 's1',
    isAnonymous: true,
    teamIds: ['t1'],
    questions: [],
    stats,
  } as unknown as SurveyRecord;
}

const answer = (round?: number): ResponseRecord => ({
  id: 'r1',
  surveyId: 's1',
  day: '2026-11-25',
  source: 'email',
  answers: [],
  sentiment: 0.5,
  ...(round === undefined ? {} : { round }),
});

function writer(stored: { response: ResponseRecord; context: AddContext }[]) {
  return new ResponseWriter({
    surveys: { get: async () => undefined },
    responses: {
      add: async (response, context) => {
        stored.push({ response, context });
      },
    },
  });
}

describe('storing an answer of an anonymous survey in rounds', () => {
  it('stores an answer of the round the e-mail group belongs to in that group', async () => {
    const stored: { response: ResponseRecord; context: AddContext }[] = [];
    const after = await writer(stored).store(survey(2), answer(2), true, undefined);
    expect(stored.map((s) => s.context.waiting)).toEqual([{ group: 1, independent: true }]);
    expect(after.stats.waiting.email.count).toBe(1);
  });

  it('refuses an answer of a closed round, also one let in from the hold later', async () => {
    const stored: { response: ResponseRecord; context: AddContext }[] = [];
    await expect(writer(stored).store(survey(3), answer(2), true, undefined)).rejects.toThrow(
      RoundClosedError,
    );
    await expect(writer(stored).store(survey(3), answer(1), true, undefined, true)).rejects.toThrow(
      RoundClosedError,
    );
    expect(stored).toEqual([]);
  });
});

describe('an answer that keeps losing its release group to others', () => {
  it('goes to the next group, and past a few tries is refused as busy (503), not a 500', async () => {
    const tried: number[] = [];
    let closesLeft = 2;
    const fresh = survey(1);
    const store = (closes: number) =>
      new ResponseWriter({
        surveys: {
          get: async () => {
            fresh.stats.waiting.email.group += 1;
            return structuredClone(fresh);
          },
        },
        responses: {
          add: async (_response, context) => {
            tried.push(context.waiting?.group ?? -1);
            if (closes === Infinity || closesLeft-- > 0) throw new ReleaseGroupClosedError();
          },
        },
      });
    await store(2).store(structuredClone(fresh), answer(1), true, undefined);
    expect(tried).toEqual([1, 2, 3]);

    tried.length = 0;
    const refused = store(Infinity).store(structuredClone(fresh), answer(1), true, undefined);
    await expect(refused).rejects.toBeInstanceOf(StoreBusyError);
    await expect(refused).rejects.toMatchObject({ status: 503, errorType: 'server_error' });
    expect(tried).toHaveLength(6);
  });
});
