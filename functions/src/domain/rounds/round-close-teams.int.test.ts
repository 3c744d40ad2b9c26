import { describe, expect, it } from 'vitest';
import { DynamoRoundResultsStore } from '../../adapters/dynamodb/round-results-store';
import { DynamoTeamTallyStore } from '../../adapters/dynamodb/team-tally-store';
import { anAnswerTable } from '../responses/answer-table.fixture';
import { RoundClose } from './round-close';
import { aSurveyWithRoundAnswers } from './round-answers.fixture';

/**
 * A round's e-mail group released when the next round opens (decision 0023) is summed for the
 * team heatmap like any release (decision 0040); a group withheld then leaves no block behind.
 */
describe('closing a round with team blocks', () => {
  const table = anAnswerTable();
  const { tableName, docs, surveys, responses, independence } = table;
  const teamTallies = new DynamoTeamTallyStore(docs, tableName);
  const close = new RoundClose({
    surveys,
    responses,
    rounds: new DynamoRoundResultsStore(docs, tableName),
    independence,
    now: () => new Date('2026-03-02T10:00:00Z'),
    teamTallies,
  });

  const surveyWithAnswers = (answers: number) =>
    aSurveyWithRoundAnswers(table, answers, { title: 'Closing pulse', createdBy: 'u' });

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
