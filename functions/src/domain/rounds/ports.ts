import type { WaitingTally } from '../surveys/ports';

/**
 * Reminders to a round's non-responders (decision 0016). A round whose survey had reminders on
 * when it opened holds a reminder plan: when and in which time zone it opened, and the reminder
 * day it waits for next. Each reminder day is claimed once, and each recipient's reminder is
 * claimed (with the new link it carries) before its e-mail goes out.
 */
export interface ReminderPlan {
  surveyId: string;
  round: number;
  /** The round's send instant: reminders go out at its local time, so many days later. */
  openedAt: string;
  /** The time zone the round's local send time is read in. */
  zone: string;
  /** The automation that opened the round skips weekends: so do its reminders. */
  skipWeekends: boolean;
  /** The automation that opened the round, if one did. */
  automationId: string | null;
  /** Who opened the round (the sender, or the automation's creator): told when reminders went. */
  openedBy: string;
  /** The reminder day waited for (days after the round opened) and its instant, or null. */
  next: { day: number; at: string } | null;
}

/** How a round opened, as its reminders need it (a plan without its survey, round and next day). */
export type RoundOpening = Omit<ReminderPlan, 'surveyId' | 'round' | 'next'>;

/** A recipient of the round, as far as reminding them needs. */
export interface RoundInvitee {
  email: string;
  /** Their invitation's current link (by its token's hash). */
  tokenHash: string;
  /** Whether a reminder may go: sent (or sending), not answered, not failed. */
  open: boolean;
  /** Reminder days they were already sent. */
  reminded: number[];
  /**
   * Whether their invitation's mail was not refused: not failed or skipped, and no bounce or
   * complaint came back for it (decision 0036). Mail of the round's results goes only to these.
   */
  reachable: boolean;
}

/** What a reminder's claim needs of an invitee: the address and the link it replaces. */
export type ClaimedInvitee = Pick<RoundInvitee, 'email' | 'tokenHash'>;

export class ReminderClaimedError extends Error {}

/** One recipient's reminder on one reminder day of a round, with their new link's token hash. */
export type RecipientReminder = [
  surveyId: string,
  round: number,
  invitee: ClaimedInvitee,
  day: number,
  tokenHash: string,
];

export interface ReminderStore {
  /** Stores the round's plan unless it has one (a second send into the round keeps the first). */
  plan(plan: ReminderPlan): Promise<boolean>;
  get(surveyId: string, round: number): Promise<ReminderPlan | undefined>;
  /** Records the reminder day waited for next (none: the plan leaves the pending index). */
  setNext(surveyId: string, round: number, next: ReminderPlan['next']): Promise<void>;
  /** Claims one reminder day of one round: true the first time, false on a retry or duplicate. */
  claimDay(surveyId: string, round: number, day: number): Promise<boolean>;
  /** The round's invitations, a page at a time. */
  invitees(
    surveyId: string,
    round: number,
    cursor?: string,
  ): Promise<{ items: RoundInvitee[]; cursor: string | undefined }>;
  /**
   * Claims the recipient's reminder for `day` and gives their invitation a new link (the old one
   * stops working), in one write: ReminderClaimedError when they were reminded that day already,
   * answered meanwhile, or their link changed.
   */
  claimRecipient(...reminder: RecipientReminder): Promise<void>;
  /** Undoes claimRecipient when the e-mail could not be sent: the old link works again. */
  releaseRecipient(...reminder: RecipientReminder): Promise<void>;
  /** The survey's latest round (0 when none was recorded). */
  latestRound(surveyId: string): Promise<number>;
  /** Plans still waiting for a reminder day, a page at a time (for the reconciler). */
  pending(
    limit: number,
    cursor?: string,
  ): Promise<{ items: ReminderPlan[]; cursor: string | undefined }>;
  /** Removes a plan (its survey is gone). */
  drop(surveyId: string, round: number): Promise<void>;
}

/** One person's reminder of one round's reminder day, queued for the send worker. */
export interface ReminderMessage {
  surveyId: string;
  round: number;
  day: number;
  email: string;
  /** Their invitation's link when the day was queued: the claim holds only while it still is. */
  tokenHash: string;
}

/** The send queue, as a round's reminder day uses it (SQS; the local stand-in speaks its API). */
export interface ReminderQueue {
  /** Queues every reminder; returns how many were queued (fewer only if the queue failed). */
  enqueueReminders(messages: ReminderMessage[]): Promise<number>;
}

/** Who opened a round: a send by hand, or an automation's run (by its index). */
export type RoundOrigin =
  { kind: 'manual' } | { kind: 'automation'; automationId: string; runIndex: number };

export interface RoundRecord {
  round: number;
  origin: RoundOrigin;
  openedAt: string;
  /** Invitations of the round that went out. */
  invited: number;
  /** What the round's released answers add up to (decision 0023); absent before any. */
  results?: RoundResults;
  /** When the round closed (its report claimed, R35); absent while it is open. */
  closedAt?: string;
}

/**
 * A round's released e-mailed answers: sums of whole release groups for an anonymous survey, so
 * each moves by at least the threshold; a named survey's answers count at once.
 */
export interface RoundResults {
  responded: number;
  sentimentSum: number;
  positive: number;
  neutral: number;
  negative: number;
  /** Anonymous surveys: the release groups of the round (released groups only). */
  firstGroup: number | null;
  lastGroup: number | null;
  /** Answers that came too late (or too few) to be released: never shown. */
  withheld: number;
  /** When the round's close report was claimed (R35). */
  reportedAt: string | null;
}

/** A survey's rounds (decision 0016). */
export interface RoundStore {
  /**
   * The round a send by hand adds to: the latest one (round 1 when none was recorded, which is
   * also where invitations sent before rounds existed are).
   */
  currentRound(surveyId: string): Promise<number>;
  /**
   * Marks the survey's latest round, `round`, closed by hand (R46; again is no change): false
   * when it is not the latest. The next send by hand then opens the round after it.
   */
  markClosed?(surveyId: string, round: number): Promise<boolean>;
  /**
   * Opens the next round for an automation's run; `priorRound` is what the survey's latest round
   * is taken to be when none was recorded (1 if it was ever sent, else 0).
   */
  nextRound(surveyId: string, priorRound: number): Promise<number>;
  /**
   * Records the round (once: its origin and opening time stay), adds to its invited count and
   * notes `senderId` among the people who sent it (independence is judged again at release with
   * them, decision 0009).
   */
  recordRound(surveyId: string, round: RoundRecord, senderId: string): Promise<void>;
  /** A survey's rounds, oldest first (at most the latest 100). */
  rounds(surveyId: string): Promise<RoundRecord[]>;
}

/** Closing a round's e-mail group without releasing it: too few independent answers. */
export interface RetirePlan {
  surveyId: string;
  /** The e-mail source's open group as read (the close happens only if nothing moved). */
  waiting: WaitingTally;
  /** The open link's waiting count: the survey leaves the waiting index when both are 0. */
  otherWaiting: number;
  /** The round whose group closes. */
  previousRound: number;
  /** The round the e-mail source's open group belongs to afterwards. */
  round: number;
}

/** What closing rounds stores beyond a release (decision 0023). */
export interface RoundResultsStore {
  /** Closes the open e-mail group unreleased; false when the tallies moved since the plan. */
  retire(plan: RetirePlan): Promise<boolean>;
  /** A named survey: records its latest round on its tallies (for analytics' round trends). */
  noteRound(surveyId: string, round: number): Promise<void>;
  /** Deletes the e-mailed answers of a group that closed unreleased; how many went. */
  dropGroup(surveyId: string, group: number): Promise<number>;
  /** One round with its results. */
  round(surveyId: string, round: number): Promise<RoundRecord | undefined>;
  /**
   * Claims the round's close report (R35): true once, false ever after. With `report`, the
   * report to mail is recorded in the same transaction (R37).
   */
  claimReport(
    surveyId: string,
    round: number,
    at: string,
    report?: PendingRoundReport,
  ): Promise<boolean>;
  /** Rounds opened before `before` (ISO) whose report is not claimed (R34), a page. */
  openSince(before: string, limit: number): Promise<{ surveyId: string; round: number }[]>;
}

/** A closed round's report waiting to be mailed to its managers (decision 0023). */
export interface PendingRoundReport {
  closedAt: string;
  /** The managers when it closed (user ids): each gets the mail once. */
  managers: string[];
}

/** A closed round's report waiting in the outbox to be queued (R37). */
export interface QueuedRoundReport {
  surveyId: string;
  round: number;
  closedAt: string;
  /** The managers when the round closed (user ids). */
  managers: string[];
}

/** One manager's mail of a round's report: a message on the send queue (decision 0033). */
export interface RoundReportMessage {
  surveyId: string;
  round: number;
  closedAt: string;
  userId: string;
}

/** The outbox of closed rounds' reports (R37, R40). */
export interface RoundReportOutbox {
  /** The oldest reports waiting, at most `limit`. */
  pending(limit: number): Promise<QueuedRoundReport[]>;
  /** Takes the report out of the outbox (R40). */
  done(report: QueuedRoundReport): Promise<void>;
}

/** The claim of each manager's mail of a round's report (R39). */
export interface RoundReportClaims {
  /** Claims one manager's mail of a round's report: true once, false ever after. */
  claimMail(surveyId: string, round: number, userId: string, at: string): Promise<boolean>;
  /** Gives a claim back: the mail did not go out, a later delivery may send it. */
  releaseMail(surveyId: string, round: number, userId: string): Promise<void>;
}

/** The send queue, for report mails. */
export interface RoundReportQueue {
  /** Queues the messages; returns how many the queue took. */
  enqueueRoundReports(messages: RoundReportMessage[]): Promise<number>;
}
