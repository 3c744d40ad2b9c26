import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/messages/de';
import { checkSurvey, describeOptions, emptyDraft, toBody } from './survey-draft';
import { responseCountText, scheduledForText } from './survey-format';
import { retryInWords, templateAppliedMessage } from './survey-messages';
import { missingLabel } from './survey-translations';
import { addedText, skippedText } from './team-recipients';

/** The surveys' plain modules say their words in the language they are given (decision 0061). */
const german = createIntl({ locale: 'de', defaultLocale: 'en', messages: de });

describe('the surveys’ rules in German', () => {
  it('say a save’s first problem in German, the schema’s known words included', () => {
    const checked = checkSurvey(toBody(emptyDraft(), { timezone: 'UTC' }), german);
    expect(checked).toMatchObject({ ok: false, message: 'Der Umfragetitel ist erforderlich' });
  });

  it('describe options, counts, schedules and retries in German', () => {
    expect(
      describeOptions(
        { type: 'number', text: '', required: false, options: { min: 0, max: 10 } },
        german,
      ),
    ).toBe('Eine Zahl von 0 bis 10');
    expect(responseCountText(1, german)).toBe('1 Antwort');
    expect(responseCountText(3, german)).toBe('3 Antworten');
    expect(scheduledForText('2026-12-01T09:30', undefined, german)).toMatch(
      /^Geplant für 01\.12\.2026 um 09:30$/,
    );
    expect(retryInWords(7200, german)).toBe('Versuche es in etwa 2 Stunden erneut.');
    expect(templateAppliedMessage('Pulse', 5, german)).toBe(
      'Vorlage Pulse mit 5 Fragen angewendet',
    );
  });

  it('say what adding a roster did, and the missing translations’ names, in German', () => {
    expect(addedText({ text: '', added: 4, alreadyListed: 1 }, ['Platform'], german)).toBe(
      '4 Personen aus Platform hinzugefügt (1 bereits aufgeführt).',
    );
    expect(skippedText(['Dee Ko'], german)).toBe(' Übersprungen, keine E-Mail-Adresse: Dee Ko.');
    expect(missingLabel('Title', german)).toBe('Titel');
    expect(missingLabel('Question 2, choice 3', german)).toBe('Frage 2, Auswahl 3');
    expect(missingLabel('Question 1, highest label', german)).toBe('Frage 1, höchste Beschriftung');
    expect(missingLabel('Question 4', german)).toBe('Frage 4');
  });

  it('read exactly as before in English, given no language', () => {
    expect(responseCountText(1)).toBe('1 response');
    expect(missingLabel('Question 2, lowest label')).toBe('Question 2, lowest label');
    expect(retryInWords(60)).toBe('Try again in a minute.');
    expect(scheduledForText('2026-12-01T09:30')).toMatch(/^Scheduled for Dec 1, 2026 at 9:30\sAM/);
  });
});
