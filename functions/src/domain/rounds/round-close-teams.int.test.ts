import { describe, expect, it } from 'vitest';
import { DynamoIndependenceReads } from '../../adapters/dynamodb/independence-reads';
import { DynamoResponseStore } from '../../adapters/dynamodb/response-store';
import { DynamoRoundResultsStore } from '../../adapters/dynamodb/round-results-store';
import { DynamoSurveyRepository } from '../../adapters/dynamodb/survey-repository';
import { aRatingQuestion, aSurveyRecord } from '../../adapters/dynamodb/survey-record.fixture';
import { DynamoTeamTallyStore } from '../../adapters/dynamodb/team-tally-store';
import { IndependenceCheck } from '../responses/independence';
import type { ResponseRecord } from '../responses/ports';
import { RoundClose } from './round-close';
import { ResponseWriter } from '../responses/response-writer';
import { aTestTable, testCursors } from '../../adapters/dynamodb/test-table.fixture';

/**
 * A round's e-mail group released when the next round opens (decision 0023) is summed for the
 * team heatmap like any release (decision 0040); a group withheld then leaves no block behind.
 */
describe('closing a round with team blocks', () => {
  const { tableName, docs } = aTestTable();
  const responses = new DynamoResponseStore(docs, tableName, testCursors());
  const surveys = new DynamoSurveyRepository(docs, tableName);
  const teamTallies = new DynamoTeamTallyStore(docs, tableName);
  const writer = new ResponseWriter({ surveys, responses });
  const close = new RoundClose({
    surveys,
    responses,
    rounds: new DynamoRoundResultsStore(docs, tableName),
    independence: new IndependenceCheck(new DynamoIndependenceReads(docs, tableName)),
    now: () => new Date('2026-03-02T10:00:00Z'),
    teamTallies,
  });

  async function surveyWithAnswers(answers: number) {
    const ratingId = 'q_week';
    const survey = aSurveyRecord({
      title: 'Closing pulse',
      teamIds: ['team-t'],
      createdBy: 'u',
      questions: [aRatingQuestion(ratingId)],
    });
    await surveys.create(survey, { accountId: 'u', limit: -1 });
    for (let i = 0; i < answers; i += 1) {
      const response: ResponseRecord = {
        id: crypto.randomUUID(),
        surveyId: survey.id,
        day: '2026-03-02',
        source: 'email',
        answers: [{ questionId: ratingId, value: 4 }],
        sentiment: 0.5,
        round: 1,
      };
      await writer.store((await surveys.get(survey.id))!, response, true, undefined, false, [
        'team-t',
      ]);
    }
    return survey;
  }

  it('sums a group released by the close, and drops the blocks of one withheld', async () => {
    const released = await surveyWithAnswers(3);
    expect(await close.bind(released.id, 2)).toBe('released');
    const [round1] = await teamTallies.ofRound(released.id, 1);
    expect(round1?.blocks).toEqual([
      { teams: ['team-t'], counters: { n: 3, q_week: 3, q_week_4: 3 } },
    ]);
    expect((await teamTallies.ofAll(released.id))[0]?.blocks).toEqual(round1?.blocks);

    const withheld = await surveyWithAnswers(2);
    expect(await close.bind(withheld.id, 2)).toBe('withheld');
    expect(await teamTallies.ofAll(withheld.id)).toEqual([]);
    expect(await teamTallies.ofRange(withheld.id, true, '2026-01-01', '2026-12-31')).toEqual([]);
  });
});
