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

/** A recipient of the round, as far as reminding them needs. */
export interface RoundInvitee {
  email: string;
  /** Their invitation's current link (by its token's hash). */
  tokenHash: string;
  /** Whether a reminder may go: sent (or sending), not answered, not failed. */
  open: boolean;
  /** Reminder days they were already sent. */
  reminded: number[];
}

export class ReminderClaimedError extends Error {}

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
  claimRecipient(
    surveyId: string,
    round: number,
    invitee: RoundInvitee,
    day: number,
    tokenHash: string,
  ): Promise<void>;
  /** Undoes claimRecipient when the e-mail could not be sent: the old link works again. */
  releaseRecipient(
    surveyId: string,
    round: number,
    invitee: RoundInvitee,
    day: number,
    tokenHash: string,
  ): Promise<void>;
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
