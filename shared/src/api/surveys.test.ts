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
