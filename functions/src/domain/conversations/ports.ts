import type { StoredAnswer } from '../responses/ports';

/**
 * What the secret's hash leads to: the answer's survey and random id, nothing of the person
 * (R52). `responseDay` only for a named survey, whose answer's key holds its day anyway.
 */
export interface ConversationKey {
  surveyId: string;
  responseId: string;
  responseDay: string | null;
}

export type MessageFrom = 'manager' | 'respondent';

export interface MessageRecord {
  n: number;
  from: MessageFrom;
  text: string;
  /** A manager's: the day written. A respondent's: the day delivered, once it is. */
  day: string | null;
  /** A respondent's message reaches the manager only when delivered (decision 0052). */
  delivered: boolean;
}

/** A conversation on one answer (R53) with its messages (R54). */
export interface ConversationRecord {
  surveyId: string;
  responseId: string;
  /** The respondent's side: closed as soon as they close it. */
  status: 'open' | 'closed';
  /** The manager's side: closed once the close is delivered. */
  closedShown: boolean;
  revealedName: string | null;
  messageCount: number;
  /** Respondent messages delivered to the manager, and how many of them the manager has read. */
  delivered: number;
  managerRead: number;
  /** Respondent messages still waiting for their delivery (not counted in the manager's views). */
  pending: number;
  /** The day of the latest message the manager can see. */
  lastDay: string;
  messages: MessageRecord[];
}

export type ConversationMeta = Omit<ConversationRecord, 'messages'>;

/** Something the respondent did, waiting for its delivery hour (a message, or the close). */
export interface DueDelivery {
  surveyId: string;
  responseId: string;
  /** The message's number; absent for the close. */
  n?: number;
}

/** The answer a conversation is on, as stored (its group decides whether it is released). */
export interface ConversationAnswer {
  source: 'regular' | 'email';
  answers: StoredAnswer[];
  group?: number;
}

export class ConversationChangedError extends Error {}

export interface ConversationStore {
  /** Stores the secret's hash with what it leads to (once: a clash is a condition failure). */
  createKey(secretHash: string, key: ConversationKey): Promise<void>;
  keyOf(secretHash: string): Promise<ConversationKey | undefined>;
  get(surveyId: string, responseId: string): Promise<ConversationRecord | undefined>;
  list(surveyId: string): Promise<ConversationMeta[]>;
  /**
   * Adds a message as number `conversation.messageCount + 1` (ConversationChangedError when
   * another write came first); a respondent's waits for `deliverAfter`. The first message starts
   * the conversation.
   */
  addMessage(
    conversation: ConversationMeta | undefined,
    key: Pick<ConversationKey, 'surveyId' | 'responseId'>,
    message: Omit<MessageRecord, 'n'>,
    deliverAfter?: string,
  ): Promise<void>;
  markRead(surveyId: string, responseId: string, delivered: number): Promise<void>;
  /** Sets the name once, while open (ConversationChangedError otherwise). */
  reveal(surveyId: string, responseId: string, name: string): Promise<void>;
  /** Closes the respondent's side now; the manager's waits for `deliverAfter`. */
  close(surveyId: string, responseId: string, deliverAfter: string): Promise<void>;
  /** What is due by `at` (ISO), oldest first. */
  due(at: string, limit: number): Promise<DueDelivery[]>;
  /** Delivers one: a message counted as unread and dated `day`, or the close shown. */
  deliver(item: DueDelivery, day: string): Promise<void>;
  /** The answer, read by its key; undefined when it is not (or no longer) stored. */
  answer(
    surveyId: string,
    responseId: string,
    day: string | null,
  ): Promise<ConversationAnswer | undefined>;
  /** Whether a release of the source's group exists. */
  released(surveyId: string, source: string, group: number): Promise<boolean>;
}
