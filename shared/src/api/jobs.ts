import * as z from 'zod/mini';
import type { Capability } from './route-types';

/**
 * Functions that run without an HTTP request. Each becomes one function in the cloud; the local
 * runtime calls the same handler in-process.
 */
export interface JobDef {
  entry: string;
  summary: string;
  access: readonly Capability[];
  /** The function's timeout (60 s unless said). */
  timeoutSeconds?: number;
  /**
   * A queue consumer: Lambda's event source mapping on the send queue, with these settings
   * (the local runtime delivers the same way, decision 0033).
   */
  queue?: {
    /** Messages per invocation (1-10). */
    batchSize: number;
    /** Invocations at once: the send workers that share the mail account's rate. */
    maxConcurrency: number;
    /** Deliveries of a message before it goes to the dead-letter queue. */
    maxReceiveCount: number;
  };
  /**
   * Fired by the mail service's bounce and complaint events (SES's configuration set, through an
   * EventBridge rule); locally by the SES stand-in's, for its mailbox simulator addresses.
   */
  mailEvents?: boolean;
}

export const jobs = {
  RunScheduledJob: {
    entry: 'functions/src/jobs/run-scheduled-job.ts',
    summary: 'Runs the work a schedule names (survey sends, reminders) when the scheduler fires',
    // queue: an automation's run and a round's reminders go to the send worker (decision 0033)
    access: ['table:read', 'table:write', 'mail:send', 'scheduler:manage', 'queue:send'],
  },
  HourlyUpkeep: {
    entry: 'functions/src/jobs/hourly-upkeep.ts',
    summary:
      'Cleans up after deleted teams, accounts and surveys, re-makes missing schedules, closes rounds due and delivers conversation messages due, every hour',
    // files: deleted teams' logos and accounts' avatars go; scheduler: automations of deleted
    // surveys and teams end, missing runs and reminders are made again; queue: conversations'
    // e-mails of the run go to the send worker (decision 0058)
    access: ['table:read', 'table:write', 'scheduler:manage', 'files:write', 'queue:send'],
  },
  MailRoundReports: {
    entry: 'functions/src/jobs/mail-round-reports.ts',
    summary:
      "Queues closed rounds' reports for the send worker, one mail per manager, which mails each with the round's PDF",
    // table: the outbox (read, then each report taken out); queue: the managers' mails go to
    // the send worker (decision 0033), which alone mails them
    access: ['table:read', 'table:write', 'queue:send'],
  },
  DeliverInvitations: {
    entry: 'functions/src/jobs/deliver-invitations.ts',
    summary:
      "Sends queued survey invitations, round reminders, round reports and conversations' mails at the mail account's rate, each recipient once (decision 0033)",
    // table: also a round report's survey, rounds, tallies, each manager's address and mail
    // claim; files: the team's logo link in the e-mail and its logo on a report's PDF; queue: a
    // failed message's backoff; session key: opening a respondent's sealed request to be
    // e-mailed of a reply (decision 0058)
    access: [
      'table:read',
      'table:write',
      'mail:send',
      'mail:account',
      'files:read',
      'queue:consume',
      'session-key:read',
    ],
    timeoutSeconds: 60,
    queue: { batchSize: 10, maxConcurrency: 2, maxReceiveCount: 8 },
  },
  HandleMailFeedback: {
    entry: 'functions/src/jobs/mail-feedback.ts',
    summary:
      'Marks survey e-mails that bounced or were marked as spam and stops mailing those addresses (decision 0036)',
    // table: the invitation, its send's sender, the account's suppression
    access: ['table:read', 'table:write'],
    timeoutSeconds: 30,
    mailEvents: true,
  },
} as const satisfies Record<string, JobDef>;

export type JobId = keyof typeof jobs;

export const jobList = Object.entries(jobs).map(([id, def]) => ({
  ...(def as JobDef),
  id: id as JobId,
}));

/** What a schedule carries to the job function: which work to do, for which object. */
export const scheduledJobPayload = z.object({
  kind: z.string().check(z.minLength(1)),
  targetId: z.string().check(z.minLength(1)),
  scheduleName: z.string().check(z.minLength(1)),
});
export type ScheduledJobPayload = z.infer<typeof scheduledJobPayload>;

/** A schedule the product keeps running on its own; `job` is the function it fires. */
export interface RecurringJob {
  name: string;
  cron: string;
  timezone: string;
  /** The job function the schedule invokes (`RunScheduledJob` unless named). */
  job?: JobId;
  payload: ScheduledJobPayload;
}

/**
 * Schedules the product keeps running on its own (not made by managers). The cloud creates them
 * with the jobs stack; the local runtime makes sure they exist when it starts.
 */
export const recurringJobs = [
  {
    name: 'candor-response-digest',
    /** Two minutes past every hour (UTC): tells managers about the last hour's responses. */
    cron: '2 * * * *',
    timezone: 'UTC',
    payload: {
      kind: 'response-digest',
      targetId: 'all-surveys',
      scheduleName: 'candor-response-digest',
    },
  },
  {
    name: 'candor-survey-purge',
    /** Every hour at 17 past: removes what deleted surveys left (invitations, responses). */
    cron: '17 * * * *',
    timezone: 'UTC',
    job: 'HourlyUpkeep',
    payload: {
      kind: 'survey-purge',
      targetId: 'deleted-surveys',
      scheduleName: 'candor-survey-purge',
    },
  },
  {
    name: 'candor-round-reports',
    /** Every 10 minutes: mails closed rounds' reports with their PDF (decision 0023). */
    cron: '0/10 * * * *',
    timezone: 'UTC',
    job: 'MailRoundReports',
    payload: {
      kind: 'round-reports',
      targetId: 'pending-reports',
      scheduleName: 'candor-round-reports',
    },
  },
] as const satisfies readonly RecurringJob[];

/** The job function a recurring schedule fires. */
export const recurringJobTarget = (job: RecurringJob): JobId => job.job ?? 'RunScheduledJob';

/** The job function that runs a payload's kind: its recurring schedule's, else `RunScheduledJob`. */
export function jobForKind(kind: string): JobId {
  const recurring: readonly RecurringJob[] = recurringJobs;
  const found = recurring.find((job) => job.payload.kind === kind);
  return found ? recurringJobTarget(found) : 'RunScheduledJob';
}
