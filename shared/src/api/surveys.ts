import * as z from 'zod/mini';
import { multiLineText, singleLineText, textInput, timeZoneField } from './fields';
import { isStorableNumber, utf8Length } from '../domain/numbers';
import { QUESTION_DEFAULTS } from '../domain/question-defaults';
import { surveyLanguage, surveyTranslation, surveyTranslations } from './survey-languages';

export const questionTypes = [
  'text',
  'textarea',
  'multiple_choice',
  'checkbox',
  'rating',
  'date',
  'email',
  'number',
] as const;
export type QuestionType = (typeof questionTypes)[number];

export const REMINDER_DAY_CHOICES = [1, 3, 7, 14] as const;
export const DEFAULT_REMINDER_DAYS = [3, 7];
export const MIN_ANONYMITY_THRESHOLD = 3;
export const MAX_QUESTIONS = 200;

/**
 * Question types that ask who the respondent is. An anonymous survey cannot have them: its page
 * promises that no name or e-mail address is recorded.
 */
export const IDENTITY_QUESTION_TYPES: readonly QuestionType[] = ['email'];
export const IDENTITY_QUESTION_ON_ANONYMOUS =
  'An anonymous survey cannot ask for an e-mail address. Remove the e-mail question or turn off anonymity.';
export const ANONYMITY_LOCKED =
  'Anonymity cannot be changed once a survey has been sent or its link opened: people were told how their answers are kept. Create a new survey to change it.';
/**
 * 409 `threshold_locked`: a lower anonymity threshold once the survey is locked (`anonymityLocked`)
 * would release answers given under the higher one in smaller groups (decision 0009).
 */
export const THRESHOLD_LOCKED =
  'The anonymity threshold can only be raised once people have been invited or have answered.';
/**
 * 409 `questions_locked`: once an anonymous survey was sent, opened or answered, a change that
 * shows in answers (a question added or taken away; its type, choices, scale, limits or whether it
 * is required) would tell answers given before it from those after, in one released group
 * (decision 0009). Rewording and reordering stay free.
 */
export const QUESTIONS_LOCKED =
  'People have been sent this anonymous survey or have opened it, so its questions can only be reworded or reordered now. Adding or removing a question, or changing its choices, scale, limits or whether it is required, would tell answers given before the change from those after. To ask something different, create a new survey.';
export const TEXT_MAX_LENGTH_LIMIT = 5000;
/**
 * A survey is stored as one DynamoDB item, which holds at most 400 KB; its questions may take
 * this much of it, leaving room for the title, description and bookkeeping.
 */
export const MAX_QUESTIONS_BYTES = 350_000;
export const SURVEY_TOO_LARGE_MESSAGE =
  'This survey is too large to save: a survey is stored in one record of at most 400 KB. Remove questions or shorten their choices.';

const questionText = textInput('Question text').check(
  z.trim(),
  z.maxLength(500, 'Question text must be at most 500 characters'),
  ...singleLineText('Question text'),
  z.minLength(1, 'All questions must have text. Please edit any questions without text.'),
);

const distinctChoices = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(200, 'Choices must be at most 200 characters'),
        ...singleLineText('Choices'),
        z.minLength(1, 'Choices must not be empty'),
      ),
  )
  .check(
    z.minLength(1, 'Add at least one choice'),
    z.maxLength(50, 'At most 50 choices'),
    z.refine(
      (choices) => new Set(choices.map((c) => c.toLowerCase())).size === choices.length,
      'Choices must be different from each other',
    ),
  );

const choiceOptions = z.object({ choices: distinctChoices });
/** One choice is no choice: a multiple-choice question offers at least two (a checkbox may be one). */
export const MIN_MULTIPLE_CHOICES = 2;
const multipleChoiceOptions = z.object({
  choices: distinctChoices.check(
    z.minLength(MIN_MULTIPLE_CHOICES, 'A multiple-choice question needs at least two choices'),
  ),
});
/** Scales: 1-5, 1-10, or 0-10 (the eNPS scale, which only a 10-point scale may start at 0). */
const ratingOptions = z
  .object({
    min: z.union([z.literal(0), z.literal(1)], 'Ratings start at 0 or 1'),
    max: z.union([z.literal(5), z.literal(10)], 'Ratings go up to 5 or 10'),
    labels: z.tuple([z.string().check(z.maxLength(60)), z.string().check(z.maxLength(60))]),
  })
  .check(
    z.refine((o) => o.min === 1 || o.max === 10, {
      error: 'Only a scale up to 10 can start at 0',
      path: ['min'],
    }),
  );
const textOptions = z.object({
  maxLength: z
    .number()
    .check(
      z.int(),
      z.minimum(1, 'Maximum length must be at least 1'),
      z.maximum(TEXT_MAX_LENGTH_LIMIT, `Maximum length must be at most ${TEXT_MAX_LENGTH_LIMIT}`),
    ),
});
const NUMBER_RANGE_MESSAGE =
  'Use a number from -9007199254740991 to 9007199254740991 (and not smaller than 1e-100 unless 0)';
const storableNumber = z.number().check(z.refine(isStorableNumber, NUMBER_RANGE_MESSAGE));
const numberOptions = z
  .object({ min: storableNumber, max: storableNumber })
  .check(z.refine((o) => o.min <= o.max, 'The minimum must not be above the maximum'));
const emailOptions = z.object({ requireDomain: z.boolean() });
const dateValue = z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Dates are YYYY-MM-DD'));
const dateOptions = z
  .object({ minDate: dateValue, maxDate: dateValue })
  .check(
    z.refine(
      (o) => !o.minDate || !o.maxDate || o.minDate <= o.maxDate,
      'The earliest date must not be after the latest',
    ),
  );

/** A question id: kept across edits so answers stay attached. */
export const questionId = z.string().check(z.regex(/^q_[0-9a-z]{6,32}$/, 'Unknown question id'));

const common = {
  /** Absent for a question added in this edit; the server gives it an id. */
  id: z.optional(questionId),
  text: questionText,
  required: z._default(z.boolean(), false),
  order: z.number().check(z.int(), z.minimum(1)),
};

/**
 * A question's options with the spec's defaults (section 3, Question) filled in: options left out,
 * or any option left out, take the default of the question's type, and are stored that way.
 * Anything that is not an object is left for the type's schema to refuse.
 */
function withDefaultOptions<T extends z.ZodMiniType>(type: QuestionType, schema: T) {
  return z.pipe(
    z.transform((input: unknown): unknown => {
      if (
        input === null ||
        (input !== undefined && typeof input !== 'object') ||
        Array.isArray(input)
      ) {
        return input;
      }
      const filled: Record<string, unknown> = {};
      // Copies of the defaults' arrays: a caller editing one question must not change the others.
      for (const [key, value] of Object.entries(QUESTION_DEFAULTS[type].options)) {
        filled[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
      }
      for (const [key, value] of Object.entries(input ?? {})) {
        if (value !== undefined) filled[key] = value;
      }
      return filled;
    }),
    schema,
  );
}

export const questionInput = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...common,
      type: z.literal('text'),
      options: withDefaultOptions('text', textOptions),
    }),
    z.object({
      ...common,
      type: z.literal('textarea'),
      options: withDefaultOptions('textarea', textOptions),
    }),
    z.object({
      ...common,
      type: z.literal('multiple_choice'),
      options: withDefaultOptions('multiple_choice', multipleChoiceOptions),
    }),
    z.object({
      ...common,
      type: z.literal('checkbox'),
      options: withDefaultOptions('checkbox', choiceOptions),
    }),
    z.object({
      ...common,
      type: z.literal('rating'),
      options: withDefaultOptions('rating', ratingOptions),
    }),
    z.object({
      ...common,
      type: z.literal('date'),
      options: withDefaultOptions('date', dateOptions),
    }),
    z.object({
      ...common,
      type: z.literal('email'),
      options: withDefaultOptions('email', emailOptions),
    }),
    z.object({
      ...common,
      type: z.literal('number'),
      options: withDefaultOptions('number', numberOptions),
    }),
  ],
  { error: () => `Question type must be one of ${questionTypes.join(', ')}` },
);
export type QuestionInput = z.infer<typeof questionInput>;
export type Question = QuestionInput & { id: string };

const timezone = timeZoneField;

export const surveyBody = z.object({
  title: textInput('Survey title').check(
    z.trim(),
    z.maxLength(200, 'Survey title must be at most 200 characters'),
    ...singleLineText('Survey title'),
    z.minLength(1, 'Survey title is required'),
  ),
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(2000, 'Description must be at most 2000 characters'),
        ...multiLineText('Description'),
      ),
    '',
  ),
  isAnonymous: z._default(z.boolean(), true),
  allowMultipleResponses: z._default(z.boolean(), false),
  /** False closes the survey: its public page says so and takes no answers. */
  acceptingResponses: z._default(z.boolean(), true),
  /**
   * The open link `/survey/{id}`. Off for a survey meant only for personal e-mailed links: the page
   * then refuses answers without a valid personal link.
   */
  openLinkEnabled: z._default(z.boolean(), true),
  /** A local date and time (`YYYY-MM-DDTHH:mm`) in `timezone`, or null. */
  scheduledDate: z._default(
    z.nullable(
      z
        .string()
        .check(
          z.regex(
            /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/,
            'Scheduled date must be a date and time',
          ),
        ),
    ),
    null,
  ),
  reminderEnabled: z._default(z.boolean(), false),
  reminderDays: z._default(
    z
      .array(
        z
          .number()
          .check(
            z.refine(
              (day) => (REMINDER_DAY_CHOICES as readonly number[]).includes(day),
              'Reminder days are 1, 3, 7 or 14',
            ),
          ),
      )
      .check(z.refine((days) => new Set(days).size === days.length, 'Each reminder day once')),
    [...DEFAULT_REMINDER_DAYS],
  ),
  timezone: z._default(timezone, 'UTC'),
  /**
   * Answers of an anonymous survey are released in groups of at least this many (3 or more). It
   * may be raised at any time but lowered only before the survey is locked (first invitation, open
   * link opened or first answer: `anonymityLocked`); after, a lower one is refused with 409
   * `threshold_locked`. Left out it is 3, so a save that leaves it out is a lowering too.
   */
  anonymityThreshold: z._default(
    z
      .number()
      .check(
        z.int(),
        z.minimum(
          MIN_ANONYMITY_THRESHOLD,
          `The anonymity threshold is at least ${MIN_ANONYMITY_THRESHOLD}`,
        ),
        z.maximum(1000),
      ),
    MIN_ANONYMITY_THRESHOLD,
  ),
  /**
   * The language the survey's own text is written in (decision 0059). Left out, a save keeps the
   * stored one ('en' for a survey saved before languages existed).
   */
  defaultLanguage: z.optional(surveyLanguage),
  /**
   * Translations of the title, description, questions and choices, by language tag and question
   * id. Left out, a save keeps the stored ones (less what no longer fits the questions saved);
   * given, they replace them. Allowed whatever answers exist: answers name questions by id.
   */
  translations: z.optional(surveyTranslations),
  /** Create only: assign the new survey to this team at once. */
  teamId: z.optional(z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown team'))),
  questions: z.array(questionInput).check(
    z.minLength(1, 'At least one question is required'),
    z.maxLength(MAX_QUESTIONS, {
      error: `A survey has at most ${MAX_QUESTIONS} questions`,
      abort: true,
    }),
    z.refine(
      (questions) => utf8Length(JSON.stringify(questions)) <= MAX_QUESTIONS_BYTES,
      SURVEY_TOO_LARGE_MESSAGE,
    ),
  ),
});
export type SurveyBody = z.infer<typeof surveyBody>;

const teamRef = z.object({ id: z.string(), name: z.string(), brand_color: z.string() });

export const surveySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  isAnonymous: z.boolean(),
  /**
   * True once the survey was sent, its open link opened or answered: `isAnonymous` can no longer
   * change (409 `anonymity_locked`) and `anonymityThreshold` can only be raised (409
   * `threshold_locked`).
   */
  anonymityLocked: z.boolean(),
  allowMultipleResponses: z.boolean(),
  acceptingResponses: z.boolean(),
  openLinkEnabled: z.boolean(),
  scheduledDate: z.nullable(z.string()),
  /** The same, under the name the calendar reads. */
  scheduled_date: z.nullable(z.string()),
  reminderEnabled: z.boolean(),
  reminderDays: z.array(z.number()),
  timezone: z.string(),
  /** Raised at any time; lowered only while `anonymityLocked` is false. */
  anonymityThreshold: z.number(),
  questions: z.array(z.any()),
  /** 'en' for a survey saved before languages existed (absent is read as 'en'). */
  defaultLanguage: z.optional(z.string()),
  translations: z.optional(z.record(z.string(), surveyTranslation)),
  teams: z.array(teamRef),
  response_count: z.number(),
  /** Addresses the survey was e-mailed to (filled once sending exists). */
  scheduled_emails: z.array(z.string()),
  created_by: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Bumped by every change of what the editor saves (details, settings, questions, the scheduled
   * date); send it back with the next save (decision 0025).
   */
  version: z.number(),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown survey')),
});
export const surveySendParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown survey')),
  sendId: z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown send')),
});
export const surveyTeamParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown survey')),
  teamId: z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown team')),
});
export const teamSurveysParams = z.object({
  teamId: z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown team')),
});
export const surveyResponse = z.object({ survey: surveySchema });
export const surveysResponse = z.object({ surveys: z.array(surveySchema) });
export const assignTeamBody = z.object({
  teamId: z.string('Team is required').check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown team')),
});
export const surveyTeamsResponse = z.object({ teams: z.array(teamRef) });
export const surveyMessageResponse = z.object({ message: z.string() });
