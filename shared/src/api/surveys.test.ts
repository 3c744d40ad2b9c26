import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES, QUESTION_DEFAULTS, QUESTION_TYPES } from '../domain/survey-templates';
import { KEYWORD_TEMPLATES } from '../domain/template-generator';
import { questionInput, questionTypes, surveyBody } from './surveys';

describe('the survey schemas agree with the templates and defaults', () => {
  it('know the same eight question types', () => {
    expect([...QUESTION_TYPES].sort()).toEqual([...questionTypes].sort());
  });

  it('accept every default question', () => {
    for (const type of QUESTION_TYPES) {
      const { text, options } = QUESTION_DEFAULTS[type];
      const parsed = questionInput.safeParse({ type, text, options, order: 1 });
      expect(parsed.success, `${type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('accept every template as a survey', () => {
    for (const template of [...BUILT_IN_TEMPLATES, ...KEYWORD_TEMPLATES]) {
      const parsed = surveyBody.safeParse({
        title: template.title,
        description: template.description,
        questions: template.questions.map((q, i) => ({ ...q, order: i + 1 })),
      });
      expect(parsed.success, `${template.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe('rating scales', () => {
  const rating = (options: object) =>
    questionInput.safeParse({ type: 'rating', text: 'Q', order: 1, options });

  it('take 0 to 10 (the eNPS scale) beside 1 to 5 and 1 to 10, and keep 1 to 5 the default', () => {
    const zeroToTen = rating({ min: 0, max: 10 });
    expect(zeroToTen.success && zeroToTen.data.options).toEqual({
      min: 0,
      max: 10,
      labels: ['Poor', 'Excellent'],
    });
    expect(rating({ max: 10 }).success).toBe(true);
    expect(questionInput.parse({ type: 'rating', text: 'Q', order: 1 }).options).toMatchObject({
      min: 1,
      max: 5,
    });
  });

  it('refuse a 0 start on a five-point scale and any other start', () => {
    const zeroToFive = rating({ min: 0, max: 5 });
    expect(zeroToFive.success).toBe(false);
    expect(zeroToFive.error?.issues[0]).toMatchObject({
      path: ['options', 'min'],
      message: 'Only a scale up to 10 can start at 0',
    });
    expect(rating({ min: 2, max: 10 }).success).toBe(false);
  });
});

describe('questions sent without options', () => {
  it("take their type's default options when options are left out", () => {
    for (const type of QUESTION_TYPES) {
      const parsed = questionInput.parse({ type, text: 'Question', order: 1 });
      expect(parsed.options, type).toEqual(QUESTION_DEFAULTS[type].options);
    }
  });

  it('keep the options given and fill in only the missing ones', () => {
    expect(
      questionInput.parse({ type: 'rating', text: 'Q', order: 1, options: { max: 10 } }).options,
    ).toEqual({ min: 1, max: 10, labels: ['Poor', 'Excellent'] });
    expect(
      questionInput.parse({ type: 'date', text: 'Q', order: 1, options: { minDate: '2026-01-01' } })
        .options,
    ).toEqual({ minDate: '2026-01-01', maxDate: '' });
  });

  it('do not share the default arrays between questions', () => {
    const first = questionInput.parse({ type: 'checkbox', text: 'Q', order: 1 });
    if (first.type !== 'checkbox') throw new Error('not a checkbox');
    first.options.choices.push('Mutated');
    expect(QUESTION_DEFAULTS.checkbox.options.choices).toEqual(['Option 1', 'Option 2']);
  });

  it('still refuse options given wrongly', () => {
    expect(
      questionInput.safeParse({ type: 'number', text: 'Q', order: 1, options: 'x' }).success,
    ).toBe(false);
    expect(
      questionInput.safeParse({ type: 'number', text: 'Q', order: 1, options: { min: 200 } })
        .success,
    ).toBe(false);
    expect(
      questionInput.safeParse({ type: 'rating', text: 'Q', order: 1, options: { max: 7 } }).success,
    ).toBe(false);
  });
});
