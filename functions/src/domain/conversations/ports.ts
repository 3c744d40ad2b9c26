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

/**
 * Something waiting for its delivery hour: the respondent's message (`n`) or close (neither), or
 * (`mail`) the e-mail telling the respondent of a manager's reply.
 */
export interface DueDelivery {
  surveyId: string;
  responseId: string;
  /** The message's number; absent for the close and the mail. */
  n?: number;
  /** The respondent's mail of a reply: `due` is its delivery hour (ISO), its claim's token. */
  mail?: { due: string };
}

/**
 * The respondent's request to be e-mailed of replies (R70), sealed (decision 0058): their address
 * and their conversation's secret, each encrypted with a server key, never in clear.
 */
export interface SealedMailRequest {
  address: string;
  secret: string;
}

/** What a sealed request's texts are bound to: their conversation and their field. */
export const mailContext = (surveyId: string, responseId: string) => ({
  address: `${surveyId}#${responseId}#address`,
  secret: `${surveyId}#${responseId}#secret`,
});

/** The respondent's mail of a reply, on the send queue (decision 0058). */
export interface ConversationMailMessage {
  surveyId: string;
  responseId: string;
  /** The delivery hour it was due: the claim's token (a message queued twice mails once). */
  due: string;
}

/** A manager's e-mail of the messages delivered in one hourly run (decision 0058). */
export interface ConversationNoticeMessage {
  surveyId: string;
  userId: string;
  /** The run's hour (ISO): one mail per manager, survey and run. */
  run: string;
}

/** The send queue, for conversations' mails. */
export interface ConversationMailQueue {
  /** Queues the messages; returns how many the queue took. */
  enqueueConversationMails(
    messages: (
      | ({ kind: 'conversation-mail' } & ConversationMailMessage)
      | ({ kind: 'conversation-notice' } & ConversationNoticeMessage)
    )[],
  ): Promise<number>;
}

/** The claims of conversations' mails, so none goes twice (R70, R71). */
export interface ConversationMailClaims {
  /**
   * Claims the respondent's mail due at `due`: their sealed request, once; undefined when it was
   * claimed already or the request was withdrawn.
   */
  claimMail(
    surveyId: string,
    responseId: string,
    due: string,
  ): Promise<SealedMailRequest | undefined>;
  /** Gives the claim back: the mail did not go, a later delivery may send it. */
  releaseMail(surveyId: string, responseId: string, due: string): Promise<void>;
  /** Claims a manager's mail of a run's deliveries: true once. */
  claimNotice(message: ConversationNoticeMessage): Promise<boolean>;
  releaseNotice(message: ConversationNoticeMessage): Promise<void>;
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
  /** The conversation (if started) and whether its respondent asked to be e-mailed (R70). */
  withMail(
    surveyId: string,
    responseId: string,
  ): Promise<{ conversation: ConversationRecord | undefined; mailRequested: boolean }>;
  /** Stores (or replaces) the respondent's sealed request to be e-mailed of replies. */
  requestMail(surveyId: string, responseId: string, request: SealedMailRequest): Promise<void>;
  /** Withdraws it: no mail goes after this, even one already due. */
  stopMail(surveyId: string, responseId: string): Promise<void>;
  /**
   * A reply for a respondent who asked to be e-mailed: their mail is due at `deliverAfter`,
   * unless one is due already (it then tells of this reply too). Nothing when no request is stored.
   */
  mailDue(surveyId: string, responseId: string, deliverAfter: string): Promise<void>;
  /** What is due by `at` (ISO), oldest first. */
  due(at: string, limit: number): Promise<DueDelivery[]>;
  /** Delivers one: a message counted as unread and dated `day`, or the close shown. */
  deliver(item: DueDelivery, day: string): Promise<void>;
  /** The respondent's mail is on the queue: it leaves the due list (if still due then). */
  mailQueued(item: DueDelivery): Promise<void>;
  /** The answer, read by its key; undefined when it is not (or no longer) stored. */
  answer(
    surveyId: string,
    responseId: string,
    day: string | null,
  ): Promise<ConversationAnswer | undefined>;
  /** Whether a release of the source's group exists. */
  released(surveyId: string, source: string, group: number): Promise<boolean>;
}
