/**
 * The six built-in survey templates and the helpers that build them (spec sections 3 and 9); the
 * question types and their defaults live in question-defaults.ts and are re-exported here.
 *
 * Pure data, shared by the web editor and the server; no dependencies so the browser bundle
 * stays small. The API's zod schemas validate stored questions; these types describe what a
 * template may contain.
 */

import {
  QUESTION_DEFAULTS,
  QUESTION_TYPES,
  type QuestionOptionsByType,
  type QuestionType,
} from './question-defaults';

export type {
  ChoiceOptions,
  DateOptions,
  EmailOptions,
  NumberOptions,
  QuestionOptionsByType,
  QuestionType,
  RatingOptions,
  TextOptions,
} from './question-defaults';
export { QUESTION_DEFAULTS, QUESTION_TYPES } from './question-defaults';

/** A question as a template holds it: no id or order yet, those come when it joins a survey. */
export type TemplateQuestion = {
  [K in QuestionType]: {
    type: K;
    text: string;
    required: boolean;
    options: QuestionOptionsByType[K];
  };
}[QuestionType];

export type TemplateQuestionOf<K extends QuestionType> = Extract<TemplateQuestion, { type: K }>;

export interface SurveyTemplate {
  id: string;
  /** Shown in the templates list. */
  name: string;
  /** Applying a template replaces the survey's title, description and questions. */
  title: string;
  description: string;
  questions: TemplateQuestion[];
}

/** Rating scales a template may use: 1-5, 1-10, or 0-10 for an eNPS 'recommend' question. */
export const TEMPLATE_RATING_SCALES: readonly (readonly [number, number])[] = [
  [1, 5],
  [1, 10],
  [0, 10],
];
/** Text limits a template may use (spec section 9). */
export const TEMPLATE_TEXT_MAX_LENGTHS: readonly number[] = [500, 400, 300];

// Copies keep callers that edit a question (add a choice, say) from changing the shared data.
function cloneOptions<T extends object>(options: T): T {
  const copy = { ...options };
  for (const key of Object.keys(copy) as (keyof T)[]) {
    const value = copy[key];
    if (Array.isArray(value)) copy[key] = [...value] as T[keyof T];
  }
  return copy;
}

/** A new question of the given type with the default text and options, not required. */
export function defaultQuestion(type: QuestionType): TemplateQuestion {
  const { text, options } = QUESTION_DEFAULTS[type];
  return { type, text, required: false, options: cloneOptions(options) } as TemplateQuestion;
}

/** A deep copy, safe to edit. */
export function cloneTemplate(template: SurveyTemplate): SurveyTemplate {
  return {
    ...template,
    questions: template.questions.map(
      (question) => ({ ...question, options: cloneOptions(question.options) }) as TemplateQuestion,
    ),
  };
}

// Builders for the template data below and in template-generator.ts. Closed questions default
// to required and open ones to optional: an optional comment box gets fewer empty or forced
// answers.

type ScaleLabels = readonly [string, string];

export const SCALE_LABELS = {
  agreement: ['Strongly disagree', 'Strongly agree'],
  satisfaction: ['Very dissatisfied', 'Very satisfied'],
  likelihood: ['Not at all likely', 'Extremely likely'],
  quality: ['Very poor', 'Excellent'],
  ease: ['Very difficult', 'Very easy'],
} as const satisfies Record<string, ScaleLabels>;

export function ratingQuestion(
  text: string,
  labels: ScaleLabels,
  { min = 1, max = 5, required = true }: { min?: 0 | 1; max?: 5 | 10; required?: boolean } = {},
): TemplateQuestionOf<'rating'> {
  return { type: 'rating', text, required, options: { min, max, labels: [...labels] } };
}

export function choiceQuestion(
  text: string,
  choices: readonly string[],
  { required = true }: { required?: boolean } = {},
): TemplateQuestionOf<'multiple_choice'> {
  return { type: 'multiple_choice', text, required, options: { choices: [...choices] } };
}

export function checkboxQuestion(
  text: string,
  choices: readonly string[],
  { required = false }: { required?: boolean } = {},
): TemplateQuestionOf<'checkbox'> {
  return { type: 'checkbox', text, required, options: { choices: [...choices] } };
}

export function openQuestion(
  text: string,
  {
    type = 'textarea',
    maxLength = 500,
    required = false,
  }: { type?: 'text' | 'textarea'; maxLength?: 500 | 400 | 300; required?: boolean } = {},
): TemplateQuestionOf<'text' | 'textarea'> {
  return { type, text, required, options: { maxLength } };
}

export function numberQuestion(
  text: string,
  min: number,
  max: number,
  { required = true }: { required?: boolean } = {},
): TemplateQuestionOf<'number'> {
  return { type: 'number', text, required, options: { min, max } };
}

const { agreement, satisfaction, likelihood, ease } = SCALE_LABELS;

export const BUILT_IN_TEMPLATES: readonly SurveyTemplate[] = [
  {
    id: 'customer-satisfaction',
    name: 'Customer Satisfaction',
    title: 'Customer Satisfaction Survey',
    description: 'Tell us how well we are meeting your needs. It takes about two minutes.',
    questions: [
      ratingQuestion('Overall, how satisfied are you with your experience with us?', satisfaction),
      ratingQuestion('How easy was it to get what you needed from us?', ease),
      choiceQuestion('How well do we meet your needs?', [
        'Extremely well',
        'Very well',
        'Somewhat well',
        'Not so well',
        'Not at all well',
      ]),
      ratingQuestion('How likely are you to recommend us to a friend or colleague?', likelihood, {
        min: 0,
        max: 10,
      }),
      checkboxQuestion('What would most improve your experience? Select all that apply.', [
        'Faster support',
        'Clearer communication',
        'Better value for money',
        'Higher quality',
        'Easier to use',
        'Nothing at the moment',
      ]),
      openQuestion('What is one thing we could do to serve you better?', { maxLength: 500 }),
    ],
  },
  {
    id: 'employee-satisfaction',
    name: 'Employee Satisfaction',
    title: 'Employee Satisfaction Survey',
    description: 'Share how you feel about your work so we can make it better together.',
    questions: [
      ratingQuestion('Overall, how satisfied are you with your job?', satisfaction),
      ratingQuestion('I have the tools and resources I need to do my job well.', agreement),
      choiceQuestion('How manageable is your current workload?', [
        'Much too light',
        'A little light',
        'About right',
        'A little heavy',
        'Much too heavy',
      ]),
      // The eNPS question: 0 to 10, as the score is defined (see enps.ts).
      ratingQuestion(
        'How likely are you to recommend this company as a place to work?',
        likelihood,
        { min: 0, max: 10 },
      ),
      checkboxQuestion('What would most improve your day-to-day work? Select all that apply.', [
        'Clearer priorities',
        'More recognition',
        'Better tools',
        'More flexibility',
        'Growth opportunities',
        'Fewer meetings',
      ]),
      openQuestion('What is one change that would make your work more satisfying?', {
        maxLength: 500,
      }),
    ],
  },
  {
    id: 'workplace-culture',
    name: 'Workplace Culture',
    title: 'Workplace Culture Survey',
    description: 'Help us understand what it is like to work here day to day.',
    questions: [
      ratingQuestion('People here treat each other with respect.', agreement),
      ratingQuestion(
        'I feel comfortable sharing ideas that differ from those of others.',
        agreement,
      ),
      ratingQuestion('I feel a sense of belonging at work.', agreement),
      choiceQuestion('How often do you receive recognition for good work?', [
        'At least weekly',
        'About monthly',
        'A few times a year',
        'Rarely or never',
      ]),
      checkboxQuestion('Which words describe our culture today? Select all that apply.', [
        'Collaborative',
        'Supportive',
        'Innovative',
        'Transparent',
        'Competitive',
        'Siloed',
        'Stressful',
      ]),
      openQuestion('What is one thing we could do to improve our culture?', { maxLength: 400 }),
    ],
  },
  {
    id: 'manager-feedback',
    name: 'Manager Feedback',
    title: 'Manager Feedback Survey',
    description: 'Give your manager honest feedback to help them support you better.',
    questions: [
      ratingQuestion('My manager sets clear expectations for my work.', agreement),
      ratingQuestion('My manager gives me useful feedback.', agreement),
      ratingQuestion('My manager supports my professional growth.', agreement),
      choiceQuestion('How often do you have a one-on-one with your manager?', [
        'Weekly or more',
        'Every two weeks',
        'Monthly',
        'Less than monthly',
        'Never',
      ]),
      openQuestion('What should your manager keep doing?', { maxLength: 400 }),
      openQuestion('What could your manager do differently to support you?', { maxLength: 400 }),
    ],
  },
  {
    id: 'remote-work',
    name: 'Remote Work',
    title: 'Remote Work Survey',
    description: 'Tell us how remote work is going and what would make it easier.',
    questions: [
      ratingQuestion('How satisfied are you with your remote work setup?', satisfaction),
      ratingQuestion('I feel connected to my colleagues when working remotely.', agreement),
      choiceQuestion('How effective are our remote meetings?', [
        'Very effective',
        'Somewhat effective',
        'Not very effective',
        'Not at all effective',
      ]),
      numberQuestion('Ideally, how many days a week would you work remotely?', 0, 5),
      checkboxQuestion('What makes remote work hard for you? Select all that apply.', [
        'Staying connected with colleagues',
        'Slow responses from others',
        'Too many video calls',
        'Switching off after work',
        'Distractions at home',
        'Internet or equipment problems',
        'None of these',
      ]),
      openQuestion('What would make remote work easier for you?', { maxLength: 300 }),
    ],
  },
  {
    id: 'training-development',
    name: 'Training and Development',
    title: 'Training and Development Survey',
    description: 'Help us plan learning that supports your growth.',
    questions: [
      ratingQuestion(
        'How satisfied are you with the learning opportunities available to you?',
        satisfaction,
      ),
      ratingQuestion('The training I receive helps me do my job better.', agreement),
      ratingQuestion('I have enough time set aside for learning.', agreement),
      choiceQuestion('How do you prefer to learn?', [
        'Instructor-led sessions',
        'Self-paced online courses',
        'Mentoring or coaching',
        'Learning on the job',
        'Peer learning groups',
      ]),
      checkboxQuestion('Which skills would you like to develop? Select all that apply.', [
        'Technical skills',
        'Leadership',
        'Communication',
        'Project management',
        'Data and analysis',
        'Problem solving',
      ]),
      openQuestion('What training would help you most in the next six months?', {
        maxLength: 300,
      }),
    ],
  },
];

// The surveys are anonymous: a template never asks who someone is. Question types and wording
// that would identify a respondent in a small team.
const IDENTIFYING_WORDING = [
  /\bname\b/i,
  /\be-?mail\b/i,
  /\bphone\b/i,
  /\bemployee (id|number)\b/i,
  /\b(which|what) (team|department|location|office)\b/i,
  /\byour (role|job title|position|department|team name)\b/i,
  /\b(age|gender|how old)\b/i,
];
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const OPTION_KEYS: { [K in QuestionType]: readonly (keyof QuestionOptionsByType[K])[] } = {
  text: ['maxLength'],
  textarea: ['maxLength'],
  multiple_choice: ['choices'],
  checkbox: ['choices'],
  rating: ['min', 'max', 'labels'],
  date: ['minDate', 'maxDate'],
  email: ['requireDomain'],
  number: ['min', 'max'],
};

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function optionProblems(question: TemplateQuestion): string[] {
  const options: unknown = question.options;
  if (typeof options !== 'object' || options === null) return ['options missing'];
  const keys = Object.keys(options).sort();
  const expected = [...OPTION_KEYS[question.type]].sort();
  if (keys.join() !== expected.join()) {
    return [`options must have exactly ${expected.join(', ')}; got ${keys.join(', ') || 'none'}`];
  }
  switch (question.type) {
    case 'multiple_choice':
    case 'checkbox': {
      const { choices } = question.options;
      if (!Array.isArray(choices) || choices.length < 2) return ['needs at least two choices'];
      if (!choices.every(isNonEmptyString)) return ['choices must be non-empty text'];
      const distinct = new Set(choices.map((c) => c.trim().toLowerCase()));
      return distinct.size === choices.length ? [] : ['choices must be distinct'];
    }
    case 'rating': {
      const { min, max, labels } = question.options;
      const problems: string[] = [];
      if (!(min < max)) problems.push('rating min must be below max');
      else if (!TEMPLATE_RATING_SCALES.some(([lo, hi]) => lo === min && hi === max)) {
        problems.push(`rating scale ${min}-${max} is not 1-5, 1-10 or 0-10`);
      }
      if (!Array.isArray(labels) || labels.length !== 2 || !labels.every(isNonEmptyString)) {
        problems.push('rating needs two labels');
      }
      return problems;
    }
    case 'text':
    case 'textarea':
      return TEMPLATE_TEXT_MAX_LENGTHS.includes(question.options.maxLength)
        ? []
        : [`maxLength ${question.options.maxLength} is not one of 500, 400, 300`];
    case 'number': {
      const { min, max } = question.options;
      return Number.isFinite(min) && Number.isFinite(max) && min <= max
        ? []
        : ['number min must not exceed max'];
    }
    case 'email':
      return typeof question.options.requireDomain === 'boolean'
        ? []
        : ['requireDomain must be true or false'];
    case 'date': {
      const { minDate, maxDate } = question.options;
      const valid = (d: unknown) => d === '' || (typeof d === 'string' && DATE_PATTERN.test(d));
      if (!valid(minDate) || !valid(maxDate)) return ['dates must be YYYY-MM-DD or empty'];
      return minDate && maxDate && minDate > maxDate ? ['minDate is after maxDate'] : [];
    }
  }
}

/**
 * What is wrong with a template, one line per problem; empty when it is fit to offer.
 * Checks the rules templates share: question count, options that fit the type exactly,
 * the allowed rating scales and text limits, unique wording, and nothing that identifies a
 * respondent.
 */
export function templateProblems(
  template: SurveyTemplate,
  questionCount: { min: number; max: number },
): string[] {
  const problems: string[] = [];
  for (const field of ['id', 'name', 'title', 'description'] as const) {
    if (!isNonEmptyString(template[field])) problems.push(`${field} is empty`);
  }
  const count = template.questions.length;
  if (count < questionCount.min || count > questionCount.max) {
    const needed =
      questionCount.min === questionCount.max
        ? `${questionCount.min}`
        : `${questionCount.min} to ${questionCount.max}`;
    problems.push(`has ${count} questions; needs ${needed}`);
  }
  const seen = new Set<string>();
  template.questions.forEach((question, index) => {
    const at = `question ${index + 1}`;
    if (!QUESTION_TYPES.includes(question.type)) {
      problems.push(`${at}: unknown type ${String(question.type)}`);
      return;
    }
    if (!isNonEmptyString(question.text)) problems.push(`${at}: text is empty`);
    if (typeof question.required !== 'boolean') problems.push(`${at}: required is not a boolean`);
    const wording = question.text.trim().toLowerCase();
    if (seen.has(wording)) problems.push(`${at}: repeats an earlier question`);
    seen.add(wording);
    if (question.type === 'email' || IDENTIFYING_WORDING.some((re) => re.test(question.text))) {
      problems.push(`${at}: asks for identifying details`);
    }
    problems.push(...optionProblems(question).map((p) => `${at}: ${p}`));
  });
  return problems;
}
