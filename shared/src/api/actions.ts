import * as z from 'zod/mini';
import { isLocalDate } from '../domain/run-times';
import { singleLineText, textInput } from './fields';

/**
 * Actions (issue #31): what a manager commits to doing about a question or comment of a round's
 * results, with an owner (a manager of the survey's teams), a due date and a status whose changes
 * are kept. An action names a question and a round, never an answer.
 */

export const actionStatuses = ['open', 'in_progress', 'done', 'dropped'] as const;
export type ActionStatus = (typeof actionStatuses)[number];
export const ACTION_STATUS_LABELS: Record<ActionStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
  dropped: 'Dropped',
};

export const ACTION_WHAT_MAX = 200;
export const ACTION_STATUS_MESSAGE = 'Status must be open, in progress, done or dropped';
export const DUE_DATE_MESSAGE = 'Due date must be a real date in YYYY-MM-DD format';

const idOf = (label: string) => z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, `Unknown ${label}`));

export const surveyActionParams = z.object({ id: idOf('survey'), actionId: idOf('action') });
export const teamActionsParams = z.object({ teamId: idOf('team') });

const dueDate = textInput('Due date').check(z.refine(isLocalDate, DUE_DATE_MESSAGE));
const status = z.enum(actionStatuses, ACTION_STATUS_MESSAGE);

export const createActionBody = z.object({
  /** The round whose results the action answers. */
  round: z
    .number({ error: 'Round must be a round number from 1' })
    .check(
      z.int('Round must be a round number from 1'),
      z.gte(1, 'Round must be a round number from 1'),
    ),
  questionId: textInput('Question').check(
    z.minLength(1, 'Question is required'),
    z.maxLength(64, 'Unknown question'),
  ),
  what: textInput('What').check(
    ...singleLineText('What'),
    z.minLength(1, 'Say what will be done'),
    z.maxLength(ACTION_WHAT_MAX, `What must be at most ${ACTION_WHAT_MAX} characters`),
  ),
  ownerId: textInput('Owner').check(
    z.minLength(1, 'Choose an owner'),
    z.maxLength(64, 'Choose an owner'),
  ),
  dueDate,
  status: z.optional(status),
});
export type CreateActionBody = z.infer<typeof createActionBody>;

export const updateActionBody = z.object({ status });

export const actionStatusChange = z.object({
  status,
  at: z.string(),
  byName: z.string(),
});

export const actionSchema = z.object({
  id: z.string(),
  surveyId: z.string(),
  surveyTitle: z.string(),
  round: z.number(),
  questionId: z.string(),
  /** The question's text when the action was recorded. */
  question: z.string(),
  what: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  dueDate: z.string(),
  status,
  /** Every status the action had, oldest first, the first being the one it was recorded with. */
  history: z.array(actionStatusChange),
  createdAt: z.string(),
  /** The round whose follow-through question checks it, once one was opened. */
  checkedInRound: z.nullable(z.number()),
  /**
   * Its follow-through question's figures in that round, exactly as the round's results view
   * shows the question (its released answers only): `waiting` below the threshold, with nothing
   * else; null while unchecked, and on the team's list.
   */
  followThrough: z.nullable(
    z.object({
      round: z.number(),
      status: z.enum(['waiting', 'shown']),
      /** The mean rating on 1-5 (one decimal, as the results view); null when nobody rated it. */
      average: z.nullable(z.number()),
      answered: z.nullable(z.number()),
    }),
  ),
});
export type Action = z.infer<typeof actionSchema>;

export const actionResponse = z.object({ action: actionSchema });
export const actionsResponse = z.object({ actions: z.array(actionSchema) });
export const actionDeletedResponse = z.object({ deleted: z.literal(true) });

/** Who may own an action of a survey: its teams' owners and admins, and its creator. */
export const actionOwnersResponse = z.object({
  owners: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ActionOwnersResponse = z.infer<typeof actionOwnersResponse>;
export type ActionsResponse = z.infer<typeof actionsResponse>;
