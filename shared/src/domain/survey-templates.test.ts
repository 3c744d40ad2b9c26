import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_TEMPLATES,
  QUESTION_DEFAULTS,
  QUESTION_TYPES,
  cloneTemplate,
  defaultQuestion,
  templateProblems,
} from './survey-templates';
import type { SurveyTemplate, TemplateQuestion } from './survey-templates';
import { isEnpsQuestion } from './enps';

const SIX = { min: 6, max: 6 };

function templateWith(...questions: TemplateQuestion[]): SurveyTemplate {
  return { id: 't', name: 'T', title: 'T survey', description: 'About T', questions };
}

const rating = (text: string, min = 1, max = 5): TemplateQuestion => ({
  type: 'rating',
  text,
  required: true,
  options: { min, max, labels: ['Low', 'High'] },
});

describe('question defaults', () => {
  it('are the spec texts and options for each of the eight types', () => {
    expect(QUESTION_TYPES).toEqual([
      'text',
      'textarea',
      'multiple_choice',
      'checkbox',
      'rating',
      'date',
      'email',
      'number',
    ]);
    expect(QUESTION_DEFAULTS).toEqual({
      text: { text: 'Short Text Question', options: { maxLength: 500 } },
      textarea: { text: 'Long Text Question', options: { maxLength: 500 } },
      multiple_choice: {
        text: 'Multiple Choice Question',
        options: { choices: ['Option 1', 'Option 2'] },
      },
      checkbox: { text: 'Checkbox Question', options: { choices: ['Option 1', 'Option 2'] } },
      rating: {
        text: 'Rating Question',
        options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
      },
      date: { text: 'Date Question', options: { minDate: '', maxDate: '' } },
      email: { text: 'Email Question', options: { requireDomain: false } },
      number: { text: 'Number Question', options: { min: 0, max: 100 } },
    });
  });

  it('give a new question that can be edited without changing the defaults', () => {
    const question = defaultQuestion('checkbox');
    expect(question).toEqual({
      type: 'checkbox',
      text: 'Checkbox Question',
      required: false,
      options: { choices: ['Option 1', 'Option 2'] },
    });

    if (question.type === 'checkbox') question.options.choices.push('Option 3');

    expect(QUESTION_DEFAULTS.checkbox.options.choices).toEqual(['Option 1', 'Option 2']);
    expect(defaultQuestion('checkbox').options).toEqual({ choices: ['Option 1', 'Option 2'] });
  });
});

describe('built-in templates', () => {
  it('are the six the spec lists', () => {
    expect(BUILT_IN_TEMPLATES.map((t) => t.id)).toEqual([
      'customer-satisfaction',
      'employee-satisfaction',
      'workplace-culture',
      'manager-feedback',
      'remote-work',
      'training-development',
    ]);
  });

  it.each(BUILT_IN_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s has six questions that follow every template rule',
    (_id, template) => {
      expect(templateProblems(template, SIX)).toEqual([]);
    },
  );

  it("ask Employee Satisfaction's recommend question on the 0-10 scale eNPS is defined on", () => {
    const template = BUILT_IN_TEMPLATES.find((t) => t.id === 'employee-satisfaction')!;
    const recommend = template.questions.filter((q) => /recommend/i.test(q.text));
    expect(recommend).toHaveLength(1);
    expect(recommend[0]?.options).toMatchObject({ min: 0, max: 10 });
    expect(recommend.every(isEnpsQuestion)).toBe(true);
    expect(template.questions.filter(isEnpsQuestion)).toHaveLength(1);
  });

  it.each(BUILT_IN_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s mixes ratings, choices and one or two open questions',
    (_id, template) => {
      const types = template.questions.map((q) => q.type);
      const open = types.filter((t) => t === 'text' || t === 'textarea').length;
      expect(types).toContain('rating');
      expect(types.some((t) => t === 'multiple_choice' || t === 'checkbox')).toBe(true);
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(2);
      // Free text last, where a comment box belongs once the closed questions are answered.
      expect(template.questions.at(-1)?.type).toBe('textarea');
    },
  );

  it('hand out copies, so editing an applied template leaves the original alone', () => {
    const original = BUILT_IN_TEMPLATES[0]!;
    const copy = cloneTemplate(original);
    const first = copy.questions[0]!;
    if (first.type === 'rating') first.options.labels[0] = 'Changed';
    copy.questions.pop();

    expect(copy).not.toEqual(original);
    expect(original.questions).toHaveLength(6);
    expect(templateProblems(original, SIX)).toEqual([]);
  });
});

describe('template rules', () => {
  const fine: TemplateQuestion[] = [
    rating('How satisfied are you?'),
    rating('How likely are you to recommend us?', 1, 10),
    {
      type: 'multiple_choice',
      text: 'How often?',
      required: true,
      options: { choices: ['Often', 'Rarely'] },
    },
    { type: 'checkbox', text: 'Which?', required: false, options: { choices: ['A', 'B', 'C'] } },
    { type: 'text', text: 'In a few words?', required: false, options: { maxLength: 300 } },
    { type: 'number', text: 'How many days?', required: true, options: { min: 0, max: 5 } },
  ];

  it('accept a template that keeps them', () => {
    expect(templateProblems(templateWith(...fine), SIX)).toEqual([]);
  });

  it('accept the defaults of every type except e-mail, which identifies a respondent', () => {
    const problems = templateProblems(templateWith(...QUESTION_TYPES.map(defaultQuestion)), {
      min: 8,
      max: 8,
    });
    expect(problems).toEqual(['question 7: asks for identifying details']);
  });

  const broken: [string, TemplateQuestion, string][] = [
    [
      'an unknown type',
      { type: 'slider', text: 'Q?', required: true, options: {} } as unknown as TemplateQuestion,
      'unknown type slider',
    ],
    [
      'options of another type',
      { type: 'text', text: 'Q?', required: true, options: { choices: ['a', 'b'] } } as never,
      'options must have exactly maxLength',
    ],
    [
      'an extra option',
      {
        type: 'number',
        text: 'Q?',
        required: true,
        options: { min: 0, max: 5, step: 1 },
      } as TemplateQuestion,
      'options must have exactly max, min',
    ],
    [
      'a single choice',
      { type: 'multiple_choice', text: 'Q?', required: true, options: { choices: ['Yes'] } },
      'needs at least two choices',
    ],
    [
      'a blank choice',
      { type: 'checkbox', text: 'Q?', required: true, options: { choices: ['Yes', ' '] } },
      'choices must be non-empty text',
    ],
    [
      'the same choice twice',
      { type: 'checkbox', text: 'Q?', required: true, options: { choices: ['Yes', 'yes '] } },
      'choices must be distinct',
    ],
    ['a 0-5 rating', rating('Q?', 0, 5), 'rating scale 0-5 is not 1-5, 1-10 or 0-10'],
    ['a 1-7 rating', rating('Q?', 1, 7), 'rating scale 1-7 is not 1-5, 1-10 or 0-10'],
    ['a reversed rating', rating('Q?', 5, 1), 'rating min must be below max'],
    [
      'a rating with one label',
      {
        type: 'rating',
        text: 'Q?',
        required: true,
        options: { min: 1, max: 5, labels: ['Low'] as unknown as [string, string] },
      },
      'rating needs two labels',
    ],
    [
      'a text limit outside 500, 400 and 300',
      { type: 'textarea', text: 'Q?', required: false, options: { maxLength: 1000 } },
      'maxLength 1000 is not one of 500, 400, 300',
    ],
    [
      'a number range upside down',
      { type: 'number', text: 'Q?', required: true, options: { min: 10, max: 1 } },
      'number min must not exceed max',
    ],
    [
      'a malformed date limit',
      { type: 'date', text: 'Q?', required: true, options: { minDate: '1/2/2025', maxDate: '' } },
      'dates must be YYYY-MM-DD or empty',
    ],
    [
      'date limits the wrong way round',
      {
        type: 'date',
        text: 'Q?',
        required: true,
        options: { minDate: '2025-02-01', maxDate: '2025-01-01' },
      },
      'minDate is after maxDate',
    ],
    [
      'empty wording',
      { type: 'text', text: '  ', required: false, options: { maxLength: 300 } },
      'text is empty',
    ],
  ];

  it.each(broken)('reject %s', (_what, question, problem) => {
    const problems = templateProblems(templateWith(...fine.slice(1), question), SIX);
    expect(problems).toEqual([expect.stringContaining(`question 6: ${problem}`)]);
  });

  it.each([
    'What is your name?',
    'Your e-mail address (optional)',
    'Which email do you use for work?',
    'Which team are you on?',
    'What department do you work in?',
    'What is your job title?',
    'What is your age?',
    'Leave a phone number if you would like a call back.',
  ])('reject a question that identifies the respondent: %s', (text) => {
    const question: TemplateQuestion = {
      type: 'text',
      text,
      required: false,
      options: { maxLength: 300 },
    };
    const problems = templateProblems(templateWith(...fine.slice(1), question), SIX);
    expect(problems).toEqual(['question 6: asks for identifying details']);
  });

  it('reject an e-mail question and the same wording twice', () => {
    const email: TemplateQuestion = {
      type: 'email',
      text: 'Where can we reach you?',
      required: false,
      options: { requireDomain: false },
    };
    const repeat = rating(' how satisfied are you? ');
    const problems = templateProblems(templateWith(...fine.slice(0, 4), email, repeat), SIX);
    expect(problems).toEqual([
      'question 5: asks for identifying details',
      'question 6: repeats an earlier question',
    ]);
  });

  it('reject a template with too few or too many questions, or without a title', () => {
    expect(templateProblems(templateWith(...fine.slice(1)), SIX)).toEqual([
      'has 5 questions; needs 6',
    ]);
    expect(templateProblems(templateWith(...fine), { min: 7, max: 8 })).toEqual([
      'has 6 questions; needs 7 to 8',
    ]);
    expect(templateProblems({ ...templateWith(...fine), title: '' }, SIX)).toEqual([
      'title is empty',
    ]);
  });
});
