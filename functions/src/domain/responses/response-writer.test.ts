import { describe, expect, it } from 'vitest';
import { emptyStats, type SurveyRecord } from '../surveys/ports';
import { RoundClosedError, type AddContext, type ResponseRecord } from './ports';
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
