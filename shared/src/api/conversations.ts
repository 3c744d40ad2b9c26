import * as z from 'zod/mini';
import { emailField, multiLineText, singleLineText } from './fields';

/**
 * Anonymous conversations on a released comment (decision 0052). The respondent holds a secret
 * made when they answered (shown once on the thank-you page); the server keeps only its SHA-256.
 * Times are days (`YYYY-MM-DD`): what the respondent writes reaches the manager only with the
 * hourly delivery after a random delay of hours, and is dated by that delivery's day.
 */

/** 32 random bytes, base64url: the conversation link's secret. */
export const conversationSecret = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This conversation link is not valid.'));

export const MAX_MESSAGE_LENGTH = 2000;

const messageText = z
  .string()
  .check(
    ...multiLineText('Message'),
    z.minLength(1, 'Please write a message'),
    z.maxLength(MAX_MESSAGE_LENGTH, `Messages must be at most ${MAX_MESSAGE_LENGTH} characters`),
  );

export const conversationMessage = z.object({
  from: z.enum(['manager', 'respondent']),
  text: z.string(),
  /** The day it was written (a manager's) or delivered to the manager (a respondent's). */
  day: z.string(),
  /** The respondent's own view only: written, still waiting for the delayed delivery. */
  pending: z.optional(z.boolean()),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const conversationStatus = z.enum(['open', 'closed']);

// ---- the manager's side ----

export const responseConversationParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown survey')),
  responseId: z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown response')),
});

export const replyBody = z.object({ text: messageText });

export const managerConversation = z.object({
  responseId: z.string(),
  /** The comment it is on, as the responses view shows it. */
  comment: z.nullable(z.string()),
  status: conversationStatus,
  /** Set only once the respondent chose to give it (twice confirmed). */
  revealedName: z.nullable(z.string()),
  unread: z.number(),
  messages: z.array(conversationMessage),
});
export type ManagerConversation = z.infer<typeof managerConversation>;

export const conversationSummary = z.object({
  responseId: z.string(),
  status: conversationStatus,
  revealedName: z.nullable(z.string()),
  unread: z.number(),
  messages: z.number(),
  /** The day of the latest message the manager can see. */
  lastDay: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const surveyConversationsResponse = z.object({
  conversations: z.array(conversationSummary),
  /** Whether this survey's comments may be replied to yet (the comment threshold). */
  repliesOpen: z.boolean(),
  commentThreshold: z.number(),
});
export type SurveyConversations = z.infer<typeof surveyConversationsResponse>;

// ---- the respondent's side: the secret only ----

export const conversationSecretBody = z.object({ secret: conversationSecret });

export const answerConversationBody = z.object({
  secret: conversationSecret,
  text: messageText,
});

export const revealNameBody = z.object({
  secret: conversationSecret,
  name: z
    .string()
    .check(
      ...singleLineText('Name'),
      z.minLength(1, 'Please enter the name to show'),
      z.maxLength(100, 'Names must be at most 100 characters'),
    ),
  /** The second of two confirmations: nothing is revealed without it. */
  confirm: z.literal('reveal', 'Confirm that you want to show your name'),
});

export const respondentConversation = z.object({
  /** `waiting`: no reply yet (nothing to answer). */
  status: z.enum(['waiting', 'open', 'closed']),
  surveyTitle: z.string(),
  /** The comment the conversation is about, as the respondent wrote it. */
  comment: z.nullable(z.string()),
  revealedName: z.nullable(z.string()),
  /** Whether the respondent asked to be e-mailed of replies (the address is never sent back). */
  mailRequested: z.boolean(),
  messages: z.array(conversationMessage),
});
export type RespondentConversation = z.infer<typeof respondentConversation>;

/**
 * The respondent asks to be e-mailed when there is a reply (decision 0058): an address they type,
 * kept encrypted with the conversation, never with the invitation or the answer.
 */
export const conversationMailBody = z.object({
  secret: conversationSecret,
  email: emailField,
});
