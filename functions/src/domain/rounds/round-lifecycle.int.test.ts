import { describe, expect, it } from 'vitest';
import { DynamoRoundResultsStore } from '../../adapters/dynamodb/round-results-store';
import type { NewNotification } from '../notifications/notification-service';
import { anAnswerTable } from '../responses/answer-table.fixture';
import { RoundClose } from './round-close';
import { RoundReports } from './round-reports';
import { RoundLifecycle } from './round-lifecycle';
import { aSurveyWithRoundAnswers } from './round-answers.fixture';

/**
 * The rule that lived in the wiring (decision 0023): round n opening closes round n-1, whose
 * e-mail group is released when complete and whose managers hear of it once, however often the
 * opening is retried; a manager closing round n by hand does the same to it.
 */
describe('a round lifecycle', () => {
  const table = anAnswerTable();
  const { tableName, docs, surveys, responses, independence } = table;
  const rounds = new DynamoRoundResultsStore(docs, tableName);
  const now = () => new Date('2026-03-02T10:00:00Z');
  /** What each manager was told, as their notification list would show it. */
  const told: { userId: string; notification: NewNotification }[] = [];
  const lifecycle = new RoundLifecycle({
    close: new RoundClose({
      surveys,
      responses,
      rounds,
      independence,
      now,
    }),
    reports: new RoundReports({
      surveys,
      rounds,
      teams: { managersOf: async () => ['manager-m'] },
      notify: async (userId, notification) => told.push({ userId, notification }),
      now,
    }),
  });

  const surveyWithAnswers = (answers: number) =>
    aSurveyWithRoundAnswers(table, answers, { title: 'Weekly pulse', createdBy: 'manager-m' });

  const reportsOf = (surveyId: string) =>
    told.filter((t) => JSON.stringify(t.notification.data ?? {}).includes(surveyId));

  it('closes and reports round 1 once when round 2 opens, retried or not', async () => {
    const survey = await surveyWithAnswers(3);
    await lifecycle.opened(survey.id, 2);
    await lifecycle.opened(survey.id, 2);
    expect((await rounds.round(survey.id, 1))?.results?.responded).toBe(3);
    expect(reportsOf(survey.id)).toHaveLength(1);
    expect(reportsOf(survey.id)[0]?.userId).toBe('manager-m');
    // Claimed for good: nothing reports round 1 again.
    expect(await rounds.claimReport(survey.id, 1, now().toISOString())).toBe(false);
  });

  it('reports nothing when the first round opens', async () => {
    const survey = await surveyWithAnswers(0);
    await lifecycle.opened(survey.id, 1);
    expect(reportsOf(survey.id)).toEqual([]);
  });

  it('does to a round closed by hand what the next round opening would', async () => {
    const survey = await surveyWithAnswers(3);
    await lifecycle.closed(survey.id, 1);
    expect((await rounds.round(survey.id, 1))?.results?.responded).toBe(3);
    await lifecycle.opened(survey.id, 2);
    expect(reportsOf(survey.id)).toHaveLength(1);
  });
});
