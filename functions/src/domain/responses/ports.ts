import type { ResponseSource } from '../../../../shared/src/api/responses';
import type { AnswerValue } from '../../../../shared/src/domain/answers';

export type StoredAnswer = { questionId: string; value: Exclude<AnswerValue, null> };

/**
 * A response as stored. Only what answering needs: no user, address, device, time of day,
 * invitation or token. `email` is kept only for surveys that are not anonymous.
 */
export interface ResponseRecord {
  id: string;
  surveyId: string;
  /** The day it was submitted (UTC, YYYY-MM-DD). */
  day: string;
  source: ResponseSource;
  answers: StoredAnswer[];
  /** 0 to 1. */
  sentiment: number;
  email?: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export class ResponseConflictError extends Error {}

export interface ResponseStore {
  /**
   * Stores the response and, in the same transaction, the survey's tallies, the day's tallies and
   * the response counts of the survey's teams.
   */
  add(response: ResponseRecord, teamIds: string[]): Promise<void>;
  /** A page of a survey's responses from one source, newest day first. */
  list(surveyId: string, source: ResponseSource, cursor?: string): Promise<Page<ResponseRecord>>;
  /** The latest few responses of a survey (from one source, or any), newest day first. */
  latest(surveyId: string, limit: number, source?: ResponseSource): Promise<ResponseRecord[]>;
}

export type InvitationState = 'sending' | 'sent' | 'failed' | 'responded';

export interface InvitationRecord {
  id: string;
  surveyId: string;
  email: string;
  status: InvitationState;
  /** ISO time of the latest send, or null before the first went out. */
  sentAt: string | null;
  /** The day the recipient responded. */
  respondedOn: string | null;
  /** The hash of the current link token (used to retire it when a new link is sent). */
  tokenHash: string;
}

export class InvitationExistsError extends Error {}
export class LinkUsedError extends Error {}

export interface InvitationStore {
  /**
   * Creates the invitation (status `sending`) with its link, unless one exists that was sent or
   * answered: then InvitationExistsError. A failed one is taken over with the new link.
   */
  claim(invitation: InvitationRecord): Promise<void>;
  /** Records how each send went (sent with its time, or failed). */
  finish(invitations: InvitationRecord[]): Promise<void>;
  get(surveyId: string, email: string): Promise<InvitationRecord | undefined>;
  /** The invitation a personal link (by its token's hash) belongs to, while the link is current. */
  byToken(tokenHash: string): Promise<InvitationRecord | undefined>;
  list(surveyId: string, cursor?: string): Promise<Page<InvitationRecord>>;
  /** Replaces the invitation's link with a new one (the old token stops working). */
  rotate(invitation: InvitationRecord, tokenHash: string, sentAt: string): Promise<void>;
  /** Marks a send failed (unless the recipient has answered meanwhile). */
  setStatus(invitation: InvitationRecord, status: 'failed'): Promise<void>;
  /**
   * Marks the invitation answered on `day` if it was not yet (LinkUsedError otherwise). Written
   * apart from the response: the two share nothing.
   */
  markResponded(invitation: InvitationRecord, day: string): Promise<void>;
  /** Undoes markResponded when the response could not be stored. */
  unmarkResponded(invitation: InvitationRecord): Promise<void>;
}

/** Hourly tallies of new responses, so managers hear of them in batches. */
export interface DigestStore {
  /** Counts one response in the survey's tally for this hour. */
  count(surveyId: string, hourStart: string): Promise<void>;
  /** Tallies of hours that started before `before`, oldest first (a bounded page). */
  pending(before: string, limit: number): Promise<{ surveyId: string; hourStart: string }[]>;
  /** Removes the tally and returns its count (0 if another run took it already). */
  take(surveyId: string, hourStart: string): Promise<number>;
}
