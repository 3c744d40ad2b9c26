import { describe, expect, it } from 'vitest';
import { MAX_SUBJECT_LENGTH, defaultSubject } from './invitation-subject';

describe("an invitation's default subject", () => {
  it('names the survey', () => {
    expect(defaultSubject('Weekly pulse')).toBe('Survey: Weekly pulse');
  });

  it('is cut to fit with an ellipsis when the title is long, never past the limit', () => {
    const title = 'A'.repeat(199) + 'Z';
    const subject = defaultSubject(title);
    expect(subject).toHaveLength(MAX_SUBJECT_LENGTH);
    expect(subject.startsWith('Survey: AAAA')).toBe(true);
    expect(subject.endsWith('…')).toBe(true);
    // A title that just fits is kept whole.
    expect(defaultSubject('B'.repeat(192))).toBe(`Survey: ${'B'.repeat(192)}`);
  });

  it("is worded in the respondent's language when given the wording, and still cut to fit", () => {
    expect(defaultSubject(' Wochenpuls ', (t) => `Umfrage: ${t}`)).toBe('Umfrage: Wochenpuls');
    const subject = defaultSubject('C'.repeat(300), (t) => `アンケート：${t}`);
    expect(subject).toHaveLength(MAX_SUBJECT_LENGTH);
    expect(subject.startsWith('アンケート：CCC')).toBe(true);
    expect(subject.endsWith('…')).toBe(true);
  });
});
