/**
 * Question types, their options and the spec's default text and options per type (spec 2 §3).
 * Kept apart from the survey templates: the API's schemas fill in defaults from here, and every
 * function that validates a survey imports them, while only the editor needs the templates.
 */

export interface ChoiceOptions {
  choices: string[];
}
export interface RatingOptions {
  /** 1, or 0 on a 0-10 scale (the eNPS 'recommend' question, see enps.ts). */
  min: number;
  max: number;
  /** Labels for the low and the high end of the scale. */
  labels: [string, string];
}
export interface TextOptions {
  maxLength: number;
}
export interface NumberOptions {
  min: number;
  max: number;
}
export interface EmailOptions {
  requireDomain: boolean;
}
export interface DateOptions {
  /** YYYY-MM-DD, or empty for no limit. */
  minDate: string;
  maxDate: string;
}

export interface QuestionOptionsByType {
  text: TextOptions;
  textarea: TextOptions;
  multiple_choice: ChoiceOptions;
  checkbox: ChoiceOptions;
  rating: RatingOptions;
  date: DateOptions;
  email: EmailOptions;
  number: NumberOptions;
}
export type QuestionType = keyof QuestionOptionsByType;

/** What 'Add Question Type' inserts: the spec's default text and options per type. */
export const QUESTION_DEFAULTS: {
  readonly [K in QuestionType]: {
    readonly text: string;
    readonly options: QuestionOptionsByType[K];
  };
} = {
  text: { text: 'Short Text Question', options: { maxLength: 500 } },
  textarea: { text: 'Long Text Question', options: { maxLength: 500 } },
  multiple_choice: {
    text: 'Multiple Choice Question',
    options: { choices: ['Option 1', 'Option 2'] },
  },
  checkbox: { text: 'Checkbox Question', options: { choices: ['Option 1', 'Option 2'] } },
  rating: { text: 'Rating Question', options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] } },
  date: { text: 'Date Question', options: { minDate: '', maxDate: '' } },
  email: { text: 'Email Question', options: { requireDomain: false } },
  number: { text: 'Number Question', options: { min: 0, max: 100 } },
};

export const QUESTION_TYPES = Object.keys(QUESTION_DEFAULTS) as QuestionType[];
