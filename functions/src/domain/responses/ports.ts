import type { ResponseSource } from '#shared/api/responses';
import type { AnswerValue } from '#shared/domain/answers';
import type { EnpsGroup } from '#shared/domain/enps';
import type { ResponseQuota } from '../billing/ports';
import type { WaitingTally } from '../surveys/ports';
import type { RoundOrigin } from '../rounds/ports';

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
  /** 0 to 1; null when a comment is in a language that is not scored (decision 0057). */
  sentiment: number | null;
  email?: string;
  /** Anonymous surveys: the release group it belongs to (read from its key, not stored apart). */
  group?: number;
  /**
   * An e-mailed answer: the round its invitation belongs to (shared by everyone invited in that
   * round). Stored on a named survey's answer; an anonymous survey's round is its group's.
   */
  round?: number;
}

/** The answer's round was superseded by a newer one: its link no longer answers (decision 0023). */
export class RoundClosedError extends Error {}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export class ResponseConflictError extends Error {}
/** The release group an answer was meant for closed meanwhile: read the tallies again. */
export class ReleaseGroupClosedError extends Error {}
/**
 * The survey's anonymity is no longer what the answer was given under (it changed between the
 * read and the write): nothing was stored.
 */
export class PromiseChangedError extends Error {}

export interface AddContext {
  teamIds: string[];
  /**
   * Whether the survey was anonymous as the answer's page (or e-mail) and this write read it.
   * The answer's transaction locks the survey's anonymity on that condition, so a switch that
   * raced the answer fails one of the two (PromiseChangedError here).
   */
  anonymous: boolean;
  /**
   * Anonymous surveys: the answer waits in this release group of its source; `independent` is
   * false for a manager's own personal link. Null: the answer is visible at once.
   */
  waiting: { group: number; independent: boolean } | null;
  /**
   * Counts the answer against the account's monthly response limit in the same transaction
   * (ResponseLimitReachedError over it). Absent: not counted.
   */
  quota?: ResponseQuota;
  /** The answer was held over the limit: its held item goes, in the same transaction. */
  fromHold?: boolean;
  /** The counters the answer adds to its question tally (`questionCounters`, decision 0019). */
  questionTally?: string[];
  /** Its answers to 0-10 questions, each counted in its eNPS group (visible or waiting). */
  enps?: EnpsAnswer[];
  /**
   * An e-mailed answer to a survey with teams: the survey's teams its person is on (possibly
   * none). The question counters go to that block's team tally too (R44, decision 0040), never
   * on the answer itself. Absent: no team tally.
   */
  teamBlock?: string[];
}

export interface EnpsAnswer {
  questionId: string;
  group: EnpsGroup;
}

/** The account's response limit for this period is reached: the answer is not stored. */
export class ResponseLimitReachedError extends Error {}
/** The account holds as many answers as it may: the answer is not stored. */
export class HoldCeilingReachedError extends Error {}

/** An answer held over the response limit, with what letting it in needs. */
export interface HeldResponse {
  response: ResponseRecord;
  /** The survey's creator, whose limit the answer counts against. */
  accountId: string;
  anonymous: boolean;
  /** Anonymous surveys: whether it counts toward a release (false for a manager's own link). */
  independent: boolean;
}

/** Answers held over the response limit (decision 0012): stored, read by nothing else. */
export interface HeldResponseStore {
  /** Stores the held answer and counts it (HoldCeilingReachedError past `quota.ceiling`). */
  hold(held: HeldResponse, quota: ResponseQuota): Promise<void>;
  /** The account's held answers, oldest day first. */
  heldOf(accountId: string, limit: number): Promise<HeldResponse[]>;
  /** Accounts with held answers (a page of ids after `after`). */
  accountsHolding(limit: number, after?: string): Promise<string[]>;
  /** Drops a held answer whose survey is gone, counting it down. */
  drop(held: HeldResponse): Promise<void>;
  /** Takes the account off the holding index if nothing is held any more. */
  settle(accountId: string): Promise<void>;
}

/** One release: a group of answers from one source made visible together. */
export interface ReleaseRecord {
  surveyId: string;
  source: ResponseSource;
  group: number;
  /** The day it was released. */
  day: string;
  count: number;
  sentimentSum: number;
  /** Answers with a sentiment: `count` minus those not scored (decision 0057). */
  scored: number;
}

/** What a release moves, as read just before: it happens only if nothing moved since. */
export interface ReleasePlan {
  surveyId: string;
  source: ResponseSource;
  waiting: WaitingTally;
  otherSource: ResponseSource;
  /** The other source's waiting count: the survey leaves the waiting index when both are 0. */
  otherWaiting: number;
  day: string;
  /** Counts the released answers in the account's shown responses of this period. */
  usage?: { accountId: string; period: string };
  /** The hour whose digest tells managers of the release. */
  hour: string;
  teamIds: string[];
  /** An e-mail release of an anonymous survey: the round the group belongs to (its tallies move). */
  round?: number;
  /** Closing a round: after the release the e-mail source's open group belongs to this round. */
  bindRound?: number;
}

/** Which responses a reader may see: released groups up to `releasedGroups`, or all (null). */
export interface ListView {
  releasedGroups: number | null;
  /** Anonymous surveys: from this group on (one round's groups, decision 0023). */
  fromGroup?: number;
  /** A named survey's e-mailed answers of one round only. */
  round?: number;
}

export interface ResponseStore {
  /**
   * Stores the response with its tallies in one transaction: visible tallies (survey, day, teams)
   * for a survey that is not anonymous, its source's waiting tallies otherwise
   * (ReleaseGroupClosedError when the group closed meanwhile).
   */
  add(response: ResponseRecord, context: AddContext): Promise<void>;
  /** Releases the planned group; false when the tallies moved since the plan was read. */
  release(plan: ReleasePlan): Promise<boolean>;
  /** A page of a survey's visible responses from one source, newest first. */
  list(
    surveyId: string,
    source: ResponseSource,
    view: ListView,
    cursor?: string,
  ): Promise<Page<ResponseRecord>>;
  /** The releases of these groups (for the days shown with their answers). */
  releasesOf(surveyId: string, source: ResponseSource, groups: number[]): Promise<ReleaseRecord[]>;
  /** A source's latest releases, newest first. */
  releases(surveyId: string, source: ResponseSource, limit: number): Promise<ReleaseRecord[]>;
  /** The latest releases from every source, newest day first. */
  recentReleases(surveyId: string, limit: number): Promise<ReleaseRecord[]>;
  /** The latest responses of a survey that is not anonymous, newest day first. */
  latest(surveyId: string, limit: number): Promise<ResponseRecord[]>;
  /** Surveys with answers waiting for a release (a page of ids after `after`). */
  waitingSurveys(limit: number, after?: string): Promise<string[]>;
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
  /**
   * Hashes of the round's earlier links that still answer: a reminder adds a new link without
   * retiring the one in the first mail, so either mail works (until a resend replaces them all).
   */
  earlierLinks?: string[];
  /** Set by `byToken`: the hash of the link the invitation was reached by (current or earlier). */
  linkHash?: string;
  /**
   * Anonymous surveys: whether an answer through this invitation counts toward the threshold
   * (false for the sender's own address and aliases and for other managers of the survey).
   */
  independent: boolean;
  /** The round it belongs to (decision 0016): one invitation per address per round. */
  round: number;
  /**
   * What the mail service said after accepting the e-mail: it bounced for good, or the recipient
   * marked it as spam (decision 0036). Beside the status, which keeps following the answer.
   */
  feedback?: 'bounced' | 'complained';
  /** The send that claimed it (absent on invitations sent before sends were queued). */
  sendId?: string;
}

/** Where a queued send stands: going out, held back while the mail service fails, or finished. */
export type SendState = 'sending' | 'paused' | 'done';
export type SendOutcome = 'sent' | 'failed' | 'skipped';

/**
 * A send to many people (decision 0033): the API records it and queues one message per
 * recipient; the worker counts each recipient's outcome once, whichever delivery of the message
 * did it.
 */
export interface SendRecord {
  id: string;
  surveyId: string;
  round: number;
  origin: RoundOrigin;
  senderId: string;
  /** The verified sender's name the e-mails say they come from. */
  senderName?: string;
  subject?: string;
  message?: string;
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  state: SendState;
  /** Why it is paused (the mail service's failure, in plain words). */
  pausedReason?: string;
  createdAt: string;
  /**
   * The day (UTC) its mails count on in the mail ledger: an automation's run's due day, else the
   * day it was made. Every delivery of its messages counts on that day, past midnight too.
   */
  mailDay?: string;
  finishedAt?: string;
  /** Addresses of the send known at once not to count toward the threshold. */
  notCounted: string[];
  /** An automation's run: its creator is told the whole count once the send is done. */
  announce?: boolean;
  /** The send whose failed recipients this one queued again ("Retry failed"). */
  retryOf?: string;
  /** The send that queued this one's failed recipients again, once one did. */
  retriedBy?: string;
}

/** One recipient's outcome in a send, as the send's results list it. */
export interface SendResultRecord {
  email: string;
  /** Where the address stood in the send's list (results are listed in that order). */
  position: number;
  outcome: SendOutcome;
  reason?: string;
  /** Anonymous surveys: the answer through this address does not count toward the threshold. */
  notCounted: boolean;
}

export interface SendStore {
  create(send: SendRecord): Promise<void>;
  get(surveyId: string, sendId: string): Promise<SendRecord | undefined>;
  /**
   * Counts a recipient's outcome in the send, once: false when it was counted already (a message
   * delivered again). A sent one adds one to its round's invited count in the same transaction.
   */
  count(send: SendRecord, result: SendResultRecord): Promise<boolean>;
  /** Every recipient's outcome so far (at most the send's total). */
  results(surveyId: string, sendId: string): Promise<SendResultRecord[]>;
  /** Marks the send paused with the reason, or back to sending (`reason` null). */
  setPaused(send: SendRecord, reason: string | null): Promise<void>;
  /** Marks the send done; true for the one call that did (the others find it done). */
  finish(send: SendRecord, at: string): Promise<boolean>;
  /** Lowers the total to what was queued, when queueing stopped part-way. */
  setTotal(send: SendRecord, total: number): Promise<void>;
  /** The survey's latest send (send ids grow with time), if any. */
  latest(surveyId: string): Promise<SendRecord | undefined>;
  /**
   * Marks a finished send's failed recipients as queued again by `by`: false when another retry
   * did first, so one press (or two at once) queues them once.
   */
  markRetried(send: SendRecord, by: string): Promise<boolean>;
  /** Takes the mark back when the retry could not be queued. */
  unmarkRetried(send: SendRecord, by: string): Promise<void>;
}

/** One recipient of a queued send: the worker's unit of work. */
export interface InvitationMessage {
  sendId: string;
  surveyId: string;
  email: string;
  /** Where the address stands in the send's list. */
  position: number;
  /** Whether an answer through this address may count toward the threshold. */
  counts: boolean;
}

/** The queue of invitations to send (SQS; the local stand-in speaks its API). */
export interface InvitationQueue {
  /**
   * Queues the messages; returns how many were queued (fewer when the queue failed part-way),
   * or throws when none was.
   */
  enqueue(messages: InvitationMessage[]): Promise<number>;
  /** Hides a received message for `seconds` before it is delivered again (a backoff). */
  later(receiptHandle: string, seconds: number): Promise<void>;
}

export class InvitationExistsError extends Error {}
/** Another address of the same person (see `identityOf`) was already invited to the survey. */
export class IdentityInvitedError extends Error {}
export class LinkUsedError extends Error {}

export interface ClaimOptions {
  /**
   * The person (mailbox identity) an independent invitation reaches: recorded with the claim as
   * invited to the survey through this address. When another address already holds it, nothing
   * is written and IdentityInvitedError is thrown.
   */
  identity?: string;
}

export interface InvitationStore {
  /**
   * Creates the invitation (status `sending`) with its link, unless one exists that was sent or
   * answered: then InvitationExistsError. A failed one is taken over with the new link.
   */
  claim(invitation: InvitationRecord, options?: ClaimOptions): Promise<void>;
  /** Records how each send went (sent with its time, or failed). */
  finish(invitations: InvitationRecord[]): Promise<void>;
  get(surveyId: string, email: string, round?: number): Promise<InvitationRecord | undefined>;
  /** The invitation a personal link (by its token's hash) belongs to, while the link still answers. */
  byToken(tokenHash: string): Promise<InvitationRecord | undefined>;
  list(surveyId: string, cursor?: string): Promise<Page<InvitationRecord>>;
  /** Replaces the invitation's links with a new one (every earlier token stops working). */
  rotate(invitation: InvitationRecord, tokenHash: string, sentAt: string): Promise<void>;
  /**
   * Gives an invitation still being sent a new link (its first was lost with the worker that
   * claimed it), unless it moved on meanwhile: then LinkUsedError.
   */
  relink(invitation: InvitationRecord, tokenHash: string): Promise<void>;
  /**
   * Records a resend that leaves the links as they are (the recipient already answered, or the
   * mail could not be sent): only the time moves. One transaction, the same kind of call as
   * `rotate`, so an anonymous survey's resends cost alike whoever they went to.
   */
  touch(invitation: InvitationRecord, sentAt: string): Promise<void>;
  /** Records a bounce or complaint about the invitation's e-mail (the first one said stays). */
  markFeedback(invitation: InvitationRecord, kind: 'bounced' | 'complained'): Promise<void>;
  /** Marks a send failed (unless the recipient has answered meanwhile). */
  setStatus(invitation: InvitationRecord, status: 'failed'): Promise<void>;
  /**
   * Marks the invitation answered on `day` if it was not yet (LinkUsedError otherwise). Written
   * apart from the response: the two share nothing.
   */
  /** Marks the invitation answered; with the day only for a named survey (null: a flag only). */
  markResponded(invitation: InvitationRecord, day: string | null): Promise<void>;
  /** Undoes markResponded when the response could not be stored. */
  unmarkResponded(invitation: InvitationRecord): Promise<void>;
  /**
   * Anonymous surveys: records that the person (mailbox identity) has an answer counted as
   * independent in `round` (every e-mail release group holds answers of one round, decision
   * 0023). False when they have one there already (through another address of theirs invited
   * before such records existed): one person counts once per group toward the threshold. Kept
   * when the answer then cannot be stored: that person's retry does not count (never more than
   * once, at worst less). Stores the round only, never the group: the round is on every
   * invitation of it already, a group would say which release holds the person's answer.
   */
  countOnce(surveyId: string, identity: string, email: string, round: number): Promise<boolean>;
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

/** Who manages a survey's teams, and their addresses. */
export interface ManagerLookup {
  /** User ids of the owners and admins of these teams. */
  managersOf(teamIds: string[]): Promise<string[]>;
  /** E-mail addresses of users (missing users skipped). */
  emailsOf(userIds: string[]): Promise<string[]>;
}

/**
 * What judging independence again when an e-mail group would be released reads (decision 0009):
 * who manages the survey then, and whether any of them has an answer counted as independent in
 * the group's round. Nothing here names an answer: only the round a person was counted in.
 */
export interface IndependenceReads extends ManagerLookup {
  /** The users who sent invitations of the round (none for rounds recorded before senders were). */
  roundSenders(surveyId: string, round: number): Promise<string[]>;
  /**
   * The round each of these people (mailbox identities) last had an answer counted as
   * independent in (their `countOnce` mark); people with none are absent.
   */
  countedRounds(surveyId: string, identities: string[]): Promise<Map<string, number>>;
}
