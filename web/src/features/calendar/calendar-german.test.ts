import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/messages/de';
import { monthTitle } from './calendar-events';
import {
  emptyForm,
  formatDay,
  formatTime,
  formatWeekday,
  formProblem,
  frequencyLabel,
  startProblem,
  type AutomationForm,
} from './calendar-rules';

const german = createIntl({ locale: 'de', defaultLocale: 'en', messages: de });

const filled = (over: Partial<AutomationForm> = {}): AutomationForm => ({
  ...emptyForm('Europe/Berlin'),
  teamIds: ['t1'],
  surveyId: 's1',
  startDate: '2026-12-01',
  time: '09:30',
  ...over,
});

describe('the calendar in German', () => {
  it('says what is wrong with the form in German', () => {
    expect(formProblem(filled({ surveyId: '' }), true, undefined, german)).toBe(
      'Bitte fülle alle Felder aus',
    );
    expect(formProblem(filled({ time: '24:00' }), true, undefined, german)).toBe(
      'Die Uhrzeit muss im Format HH:mm sein',
    );
    expect(
      formProblem(
        filled({ frequency: 'weekly', endMode: 'count', maxRuns: '0' }),
        true,
        undefined,
        german,
      ),
    ).toMatch(/^Die Anzahl der Runden muss eine ganze Zahl von 1 bis \d+ sein$/);
    expect(
      startProblem(
        filled({ frequency: 'weekly', startDate: '2020-01-06' }),
        { now: new Date('2026-11-26T12:00:00Z') },
        german,
      ),
    ).toBe('Das Startdatum ist vorbei: Wähle heute oder einen späteren Tag');
  });

  it('writes days, months and times the German way', () => {
    expect(formatTime('14:30', german)).toBe('14:30');
    expect(formatTime('00:05', german)).toBe('00:05');
    expect(formatDay('2026-03-05', german)).toBe('5. März 2026');
    expect(formatWeekday('2026-03-05', german)).toBe('Do., 5. März 2026');
    expect(monthTitle('2026-03-17', german)).toBe('März 2026');
    expect(frequencyLabel('weekly', german)).toBe('Wöchentlich');
  });
});
