import { aRatingQuestion, aStoredSurvey } from '../../adapters/dynamodb/survey-record.fixture';
import type { AnswerTable } from '../responses/answer-table.fixture';
import type { ResponseRecord } from '../responses/ports';
import type { SurveyRecord } from '../surveys/ports';

/**
 * A survey of team-t asking one rating question, q_week, with `changes`, and `answers` e-mail
 * answers of round 1 rating it 4, each stored by the writer as the answer route stores it.
 */
export async function aSurveyWithRoundAnswers(
  { surveys, writer }: Pick<AnswerTable, 'surveys' | 'writer'>,
  answers: number,
  changes: Partial<SurveyRecord> = {},
): Promise<SurveyRecord> {
  const survey = await aStoredSurvey(surveys, {
    teamIds: ['team-t'],
    questions: [aRatingQuestion('q_week')],
    ...changes,
  });
  for (let i = 0; i < answers; i += 1) {
    const response: ResponseRecord = {
      id: crypto.randomUUID(),
      surveyId: survey.id,
      day: '2026-03-02',
      source: 'email',
      answers: [{ questionId: 'q_week', value: 4 }],
      sentiment: 0.5,
      round: 1,
    };
    await writer.store((await surveys.get(survey.id))!, response, true, undefined, false, [
      'team-t',
    ]);
  }
  return survey;
}
