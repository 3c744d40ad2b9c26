import { describe, expect, it } from 'vitest';
import { AnonymityLockedError, ThresholdLockedError } from '../../domain/surveys/ports';
import { aStoredSurvey, editorChanges } from './survey-record.fixture';
import { aSurveyTable } from './test-table.fixture';

/**
 * The editor's save on DynamoDB Local: its write holds the anonymity rules itself (decision 0009),
 * so a send, an opened link or an answer that locks the survey between the save's read and its
 * write wins. Each test saves as a service that read the survey before it was locked would.
 */
describe('saving a survey whose anonymity was locked meanwhile', () => {
  const { surveys, readSurvey: stored } = aSurveyTable();
  const at = '2026-03-02T10:00:00.000Z';

  const newSurvey = (anonymityThreshold: number) =>
    aStoredSurvey(surveys, { title: 'Threshold pulse', anonymityThreshold }, at);

  it('refuses a lower threshold once the survey is locked, and leaves it as it was', async () => {
    const survey = await newSurvey(5);
    expect(await surveys.lockAnonymity(survey.id, true)).toBe('locked');

    await expect(
      surveys.update(survey.id, editorChanges(survey, { anonymityThreshold: 3 }), {
        thresholdRaisedOnly: true,
      }),
    ).rejects.toBeInstanceOf(ThresholdLockedError);
    expect(await stored(survey.id)).toMatchObject({ anonymityThreshold: 5, version: 0 });
  });

  it('keeps or raises the threshold of a locked survey', async () => {
    const survey = await newSurvey(5);
    expect(await surveys.lockAnonymity(survey.id, true)).toBe('locked');

    for (const anonymityThreshold of [5, 7]) {
      const saved = await surveys.update(survey.id, editorChanges(survey, { anonymityThreshold }), {
        thresholdRaisedOnly: true,
      });
      expect(saved.anonymityThreshold).toBe(anonymityThreshold);
    }
    // 7 is now the least it may be.
    await expect(
      surveys.update(survey.id, editorChanges(survey, { anonymityThreshold: 6 }), {
        thresholdRaisedOnly: true,
      }),
    ).rejects.toBeInstanceOf(ThresholdLockedError);
    expect((await stored(survey.id)).anonymityThreshold).toBe(7);
  });

  it('lowers the threshold of a survey nobody was invited to or answered', async () => {
    const survey = await newSurvey(5);
    const saved = await surveys.update(
      survey.id,
      editorChanges(survey, { anonymityThreshold: 3 }),
      {
        thresholdRaisedOnly: true,
      },
    );
    expect(saved.anonymityThreshold).toBe(3);
  });

  it('still tells a refused switch of anonymity from a refused threshold', async () => {
    const survey = await newSurvey(5);
    expect(await surveys.lockAnonymity(survey.id, true)).toBe('locked');
    await expect(
      surveys.update(
        survey.id,
        editorChanges(survey, { isAnonymous: false, anonymityThreshold: 3 }),
        {
          unlockedOnly: true,
          thresholdRaisedOnly: true,
        },
      ),
    ).rejects.toBeInstanceOf(AnonymityLockedError);
  });
});

/** Decision 0059: a survey's languages live in its item, beside the questions they translate. */
describe("a survey's languages in its item", () => {
  const { surveys } = aSurveyTable();

  it('reads a survey saved before languages as English with no translations', async () => {
    const survey = await aStoredSurvey(surveys);
    const read = await surveys.get(survey.id);
    expect(read?.defaultLanguage).toBe('en');
    expect(read?.translations).toEqual({});
  });

  it('saves translations on a locked survey and reads them back', async () => {
    const survey = await aStoredSurvey(surveys);
    expect(await surveys.lockAnonymity(survey.id, true)).toBe('locked');
    const translations = { pl: { title: 'Puls tygodnia', questions: {} } };
    const saved = await surveys.update(
      survey.id,
      editorChanges(survey, { defaultLanguage: 'de', translations }),
      { expectedVersion: 0 },
    );
    expect(saved).toMatchObject({ defaultLanguage: 'de', translations, version: 1 });
    expect(await surveys.get(survey.id)).toMatchObject({ defaultLanguage: 'de', translations });
  });
});
