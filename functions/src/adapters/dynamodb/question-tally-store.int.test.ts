import { describe, expect, it } from 'vitest';
import { sumTallies } from '../../domain/analytics/question-insights';
import { anAnswerTable } from '../../domain/responses/answer-table.fixture';
import type { ResponseRecord } from '../../domain/responses/ports';
import { ReleaseService } from '../../domain/responses/release-service';
import type { SurveyRecord } from '../../domain/surveys/ports';
import { DynamoQuestionTallyStore } from './question-tally-store';
import { aStoredSurvey } from './survey-record.fixture';

/** Question tallies written in the answer's transaction and read once released (R28-R30). */
describe('question tallies', () => {
  const {
    tableName,
    docs,
    surveys,
    responses,
    writer,
    independence,
    readSurvey: read,
  } = anAnswerTable();
  const tallies = new DynamoQuestionTallyStore(docs, tableName);
  const clock = new Date('2026-03-02T10:00:00Z');
  const releases = new ReleaseService({ surveys, responses, now: () => clock, independence });
  const DAY = '2026-03-02';

  const newSurvey = (isAnonymous: boolean): Promise<SurveyRecord> =>
    aStoredSurvey(
      surveys,
      {
        title: 'Tally pulse',
        isAnonymous,
        allowMultipleResponses: true,
        questions: [
          {
            id: 'q_choice1',
            type: 'multiple_choice',
            text: 'Pick one',
            required: false,
            order: 1,
            options: { choices: ['A', 'B'] },
          },
          {
            id: 'q_comment',
            type: 'textarea',
            text: 'Anything else?',
            required: false,
            order: 2,
            options: { maxLength: 500 },
          },
        ],
      },
      clock.toISOString(),
    );

  const answer = (surveyId: string, choice: number, comment?: string): ResponseRecord => ({
    id: crypto.randomUUID(),
    surveyId,
    day: DAY,
    source: 'regular',
    answers: [
      { questionId: 'q_choice1', value: choice },
      ...(comment ? [{ questionId: 'q_comment', value: comment }] : []),
    ],
    sentiment: 0.5,
  });

  const submit = async (survey: SurveyRecord, choice: number, comment?: string) =>
    writer.store(await read(survey.id), answer(survey.id, choice, comment), true, undefined);

  it('reads an anonymous group only once it is released, with its counts and no words', async () => {
    const survey = await newSurvey(true);
    await submit(survey, 0, 'Private words');
    await submit(survey, 1);
    expect(await tallies.tallies(survey.id, true, DAY, DAY)).toEqual([]);
    await submit(survey, 0);
    expect(await releases.releaseDue(await read(survey.id))).toBe(3);
    // A fourth answer waits in group 2: not read.
    await submit(survey, 1, 'More words');
    const read1 = await tallies.tallies(survey.id, true, DAY, DAY);
    expect(sumTallies(read1)).toEqual(
      new Map([
        ['n', 3],
        ['q_choice1', 3],
        ['q_choice1_0', 2],
        ['q_choice1_1', 1],
        ['q_comment', 1],
      ]),
    );
    expect(JSON.stringify(read1)).not.toContain('words');
    // A range that ends before the release reads nothing.
    expect(await tallies.tallies(survey.id, true, '2026-03-01', '2026-03-01')).toEqual([]);
  });

  it('samples only released answers, with their random ids and answers alone (R41)', async () => {
    const survey = await newSurvey(true);
    for (const words of ['Released one', 'Released two', 'Released three']) {
      await submit(survey, 0, words);
    }
    expect(await releases.releaseDue(await read(survey.id))).toBe(3);
    await submit(survey, 1, 'Waiting words');
    await submit(survey, 1, 'Waiting too');
    const range = await tallies.read(survey.id, true, DAY, DAY);
    const sample = await range.sample(50);
    expect(
      sample.map((a) => a.answers.find((x) => x.questionId === 'q_comment')?.value).sort(),
    ).toEqual(['Released one', 'Released three', 'Released two']);
    for (const a of sample) {
      expect(Object.keys(a).sort()).toEqual(['answers', 'responseId']);
      expect(a.responseId).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Bounded: a limit of 2 reads 2.
    expect(await range.sample(2)).toHaveLength(2);
    // A range before the release has nothing to sample.
    expect(
      await (await tallies.read(survey.id, true, '2026-03-01', '2026-03-01')).sample(50),
    ).toEqual([]);
  });

  it('samples a named survey by day', async () => {
    const survey = await newSurvey(false);
    await submit(survey, 1, 'Named words');
    const sample = await (await tallies.read(survey.id, false, DAY, DAY)).sample(50);
    expect(sample.map((a) => a.answers.at(-1)?.value)).toEqual(['Named words']);
    expect(
      await (await tallies.read(survey.id, false, '2026-03-03', '2026-03-09')).sample(50),
    ).toEqual([]);
  });

  it('sends the tally of an answer whose group closed meanwhile to the next group', async () => {
    const survey = await newSurvey(true);
    for (let i = 0; i < 3; i += 1) await submit(survey, 0);
    const stale = await read(survey.id);
    await releases.releaseDue(stale);
    // The writer still sees group 1 open: the store refuses it, the writer reads and retries.
    await writer.store(stale, answer(survey.id, 1), true, undefined);
    expect(sumTallies(await tallies.tallies(survey.id, true, DAY, DAY)).get('n')).toBe(3);
    expect((await read(survey.id)).stats.waiting.regular.count).toBe(1);
  });

  it('reads a named survey by day at once', async () => {
    const survey = await newSurvey(false);
    await submit(survey, 1);
    expect(sumTallies(await tallies.tallies(survey.id, false, DAY, DAY))).toEqual(
      new Map([
        ['n', 1],
        ['q_choice1', 1],
        ['q_choice1_1', 1],
      ]),
    );
    expect(await tallies.tallies(survey.id, false, '2026-03-03', '2026-03-09')).toEqual([]);
  });

  it("reads nothing, and does not fail, for a round's span that ends the day before it starts (R38)", async () => {
    // A round closed by the next one opening on its own first day spans no day of its own.
    const survey = await newSurvey(false);
    await submit(survey, 1);
    const before = new Date(Date.parse(DAY) - 86_400_000).toISOString().slice(0, 10);
    expect(await tallies.ofDays(survey.id, DAY, before)).toEqual([]);
    expect(await tallies.byDay(survey.id, DAY, before)).toEqual(new Map());
    expect(sumTallies(await tallies.ofDays(survey.id, DAY, DAY)).get('n')).toBe(1);
  });
});
