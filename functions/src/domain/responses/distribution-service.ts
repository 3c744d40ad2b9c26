import { randomUUID } from 'node:crypto';
import type {
  InvitationsResponse,
  SendSurveyEmailBody,
  SendSurveyEmailResponse,
} from '#shared/api/responses';
import { roundFigures } from '../rounds/round-figures';
import { identityOf } from '#shared/domain/email-identity';
import { checkRecipients } from '#shared/domain/recipients';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../errors';
import { suppressedReason } from '../mail/mail-feedback';
import type { SendingPolicy } from '../mail/sending-policy';
import type { MailPort, OutgoingMail } from '../platform/mail';
import type { SurveyRecord, SurveyRepository, TeamDirectory } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import {
  invitationBranding,
  invitationMail,
  newInvitationToken,
  personalMail,
} from './invitation-mail';
import {
  LinkUsedError,
  type InvitationRecord,
  type InvitationStore,
  type ResponseStore,
  type InvitationQueue,
  type SendRecord,
  type SendResultRecord,
  type SendStore,
} from './ports';
import { hashToken } from './response-service';
import { managerIdentities } from './independence';
import { now as productNow } from '../../lib/clock';
import type { RoundOpening, RoundOrigin, RoundStore } from '../rounds/ports';

export const NO_QUESTIONS =
  'This survey has no questions. Please add questions before sending via email.';
/** A send whose survey was deleted between the read and the lock. */
const SURVEY_NOT_FOUND_TO_SEND = 'This survey no longer exists.';
/** A save switched the survey's anonymity while it was being sent: nothing went out. */
export const ANONYMITY_CHANGED_WHILE_SENDING =
  'The survey’s anonymity setting changed while it was being sent, so no e-mail went out. Check the survey and send it again.';
const SENDING_NOT_SET_UP = 'Sending by e-mail is not set up here: the send queue is missing.';
const SEND_NOT_QUEUED =
  'The e-mails could not be queued: nothing was sent. Please try again in a moment.';
const RESENT = 'Invitation resent!';
const SEND_NOT_FOUND = 'No such send of this survey.';
export const SEND_STILL_GOING =
  'This send is still going out. Retry the failed ones once it is done.';
export const NOTHING_FAILED = 'Every recipient of this send was reached: nothing to retry.';
export const RETRIED_ALREADY =
  'The failed ones of this send were queued again already. See that send’s progress.';
/** A closed round's links no longer answer (decision 0023): alike for everyone invited in it. */
const roundClosed = (round: number) =>
  `Round ${round} has closed: its links no longer work. Resend the invitation of the latest round instead.`;

/**
 * A send's id: a UUID whose first 48 bits are the time (as UUIDv7), so the survey's sends sort by
 * when they were made and the latest is one read.
 */
export function timeOrderedId(at: Date): string {
  const time = at.getTime().toString(16).padStart(12, '0').slice(-12);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
/** Releases listed with an anonymous survey's invitations (at most one a day per source). */
const RELEASES_LISTED = 60;
const newToken = newInvitationToken;

export interface DistributionServiceDeps {
  access: Pick<SurveyService, 'managed'>;
  teams: Pick<TeamDirectory, 'teams' | 'managersOf'>;
  /** E-mail addresses of users (missing users skipped). */
  emailsOf: (userIds: string[]) => Promise<string[]>;
  surveys: Pick<SurveyRepository, 'lockAnonymity'>;
  releases: Pick<ResponseStore, 'releases'>;
  invitations: InvitationStore;
  rounds: RoundStore;
  /** Queued sends (decision 0033): a send by hand is recorded here and queued. */
  sends?: SendStore;
  queue?: InvitationQueue;
  mail: MailPort;
  /** Logo links that stay readable while the e-mail is likely to be opened. */
  logoUrl: (key: string) => Promise<string>;
  appOrigin: string;
  /** Verified senders and caps on recipients (see mail/sending-policy.ts). */
  sending?: Pick<SendingPolicy, 'beforeSend' | 'beforeResend'>;
  /**
   * Fixes the follow-through questions of a round that opens with this send (issue #31): before
   * the round is recorded, so before any of its invitations exists.
   */
  followThrough?: { fix(survey: SurveyRecord, round: number): Promise<unknown> };
  /** Plans the reminders of a round a send by hand went out in (when the survey has them on). */
  reminders?: {
    planRound(survey: SurveyRecord, round: number, opening: RoundOpening): Promise<void>;
  };
  now?: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/** What a send's answer and its progress say: counts, state, and the results once done. */
function sendView(
  send: SendRecord,
  results: SendResultRecord[],
  total: number,
): SendSurveyEmailResponse {
  const waiting = Math.max(0, total - send.sent - send.failed - send.skipped);
  const listed = [...results].sort((a, b) => a.position - b.position);
  const counts = `Sent: ${send.sent}, failed: ${send.failed}, skipped: ${send.skipped}`;
  return {
    sendId: send.id,
    state: send.state,
    total,
    waiting,
    pausedReason: send.state === 'paused' ? (send.pausedReason ?? null) : null,
    message:
      send.state === 'done'
        ? `Email survey sent successfully! ${counts}`
        : `Sending to ${total} ${total === 1 ? 'recipient' : 'recipients'}: ${counts}, waiting: ${waiting}`,
    results: listed.map((r) => ({
      email: r.email,
      status: r.outcome,
      ...(r.reason ? { reason: r.reason } : {}),
    })),
    sent: send.sent,
    failed: send.failed,
    skipped: send.skipped,
    notCounted: [
      ...new Set([...send.notCounted, ...results.filter((r) => r.notCounted).map((r) => r.email)]),
    ],
    retriedBy: send.retriedBy ?? null,
  };
}

/** How a scheduled run sends: for whom, in which round, as which run of which automation. */
export interface ScheduledSendOptions {
  senderId: string;
  resume: boolean;
  round: number;
  automationId: string;
  runIndex: number;
  /** When the run was due: its mails count on that day (the mail ledger). */
  runAt?: string;
}

/** Sending a survey by e-mail: one personal single-use link per recipient, and resending it. */
export class DistributionService {
  private readonly now: () => Date;

  constructor(private readonly deps: DistributionServiceDeps) {
    this.now = deps.now ?? productNow;
  }

  async send(
    surveyId: string,
    userId: string,
    body: SendSurveyEmailBody,
  ): Promise<SendSurveyEmailResponse> {
    const survey = await this.deps.access.managed(surveyId, userId);
    if (survey.questions.length === 0) {
      throw new ValidationError(NO_QUESTIONS, { fields: { survey: NO_QUESTIONS } });
    }
    const check = checkRecipients(body.recipients);
    if (!check.ok)
      throw new ValidationError(check.message, { fields: { recipients: check.message } });
    if (!survey.acceptingResponses) {
      throw new ConflictError(
        'This survey is closed. Turn on "Accepting responses" in its settings before sending it.',
        'survey_closed',
      );
    }
    const sender = await this.deps.sending?.beforeSend(userId, check.recipients);
    // A send by hand adds to the latest round (one invitation per address per round).
    const round = await this.deps.rounds.currentRound(surveyId);
    return this.queue(survey, check.recipients, {
      round,
      origin: { kind: 'manual' },
      senderId: userId,
      ...(sender ? { senderName: sender.name } : {}),
      subject: body.subject,
      message: body.message,
    });
  }

  /**
   * A send to many people, queued (decision 0033): who counts is settled here over the whole
   * list, the survey's anonymity is locked, the send and its round are recorded, and one message
   * per recipient goes to the queue. The answer comes at once; the worker sends at the mail
   * account's rate and counts each outcome in the send.
   */
  private async queue(
    survey: SurveyRecord,
    recipients: string[],
    body: {
      round: number;
      origin: RoundOrigin;
      senderId: string;
      senderName?: string;
      subject?: string | undefined;
      message?: string | undefined;
      announce?: boolean;
      /** The day its mails count on, when not the day it is made. */
      mailDay?: string;
      /** A retry of a send's failed recipients: who counts was settled by that send. */
      retry?: { of: SendRecord; notCounted: Set<string> };
    },
  ): Promise<SendSurveyEmailResponse> {
    const { sends, queue } = this.deps;
    if (!sends || !queue) throw new ServiceUnavailableError(SENDING_NOT_SET_UP);
    const { notCounted } = body.retry
      ? { notCounted: body.retry.notCounted }
      : await this.whoCounts(survey, recipients, body.senderId);
    if (!body.retry) await this.lock(survey);
    const now = this.now();
    const at = now.toISOString();
    const send: SendRecord = {
      id: timeOrderedId(now),
      surveyId: survey.id,
      round: body.round,
      origin: body.origin,
      senderId: body.senderId,
      ...(body.senderName ? { senderName: body.senderName } : {}),
      ...(body.subject ? { subject: body.subject } : {}),
      ...(body.message ? { message: body.message } : {}),
      ...(body.announce ? { announce: true } : {}),
      ...(body.retry ? { retryOf: body.retry.of.id } : {}),
      total: recipients.length,
      sent: 0,
      failed: 0,
      skipped: 0,
      state: 'sending',
      createdAt: at,
      mailDay: body.mailDay ?? at.slice(0, 10),
      notCounted: recipients.filter((email) => notCounted.has(email)),
    };
    // A retry takes its send's failed ones first, so two at once queue them once and the one
    // refused leaves no send behind.
    if (body.retry && !(await sends.markRetried(body.retry.of, send.id))) {
      throw new ConflictError(RETRIED_ALREADY, 'send_retried');
    }
    try {
      await sends.create(send);
    } catch (error) {
      if (body.retry) await sends.unmarkRetried(body.retry.of, send.id);
      throw error;
    }
    // The round, recorded once with its origin; its invited count grows as the worker sends. A
    // retry's round is its send's, recorded then.
    if (!body.retry) {
      await this.deps.followThrough?.fix(survey, body.round);
      await this.deps.rounds.recordRound(
        survey.id,
        { round: body.round, origin: body.origin, openedAt: at, invited: 0 },
        body.senderId,
      );
    }
    let queued: number;
    try {
      queued = await queue.enqueue(
        recipients.map((email, position) => ({
          sendId: send.id,
          surveyId: survey.id,
          email,
          position,
          counts: !notCounted.has(email),
        })),
      );
    } catch (error) {
      this.deps.log?.('send not queued', { surveyId: survey.id, error: String(error) });
      await sends.setTotal(send, 0);
      await sends.finish(send, this.now().toISOString());
      if (body.retry) await sends.unmarkRetried(body.retry.of, send.id);
      throw new ServiceUnavailableError(SEND_NOT_QUEUED);
    }
    if (queued < recipients.length) {
      this.deps.log?.('send queued in part', {
        surveyId: survey.id,
        queued,
        of: recipients.length,
      });
      await sends.setTotal(send, queued);
    }
    if (body.origin.kind === 'manual' && !body.retry) {
      // Reminders come at the round's local send time, in the survey's time zone.
      await this.deps.reminders?.planRound(survey, body.round, {
        openedAt: at,
        zone: survey.timezone,
        skipWeekends: false,
        automationId: null,
        openedBy: body.senderId,
      });
    }
    return sendView({ ...send, total: queued }, [], queued);
  }

  /** A send's progress; its results once it is done. */
  async sendStatus(
    surveyId: string,
    userId: string,
    sendId: string,
  ): Promise<SendSurveyEmailResponse> {
    await this.deps.access.managed(surveyId, userId);
    let send = await this.deps.sends?.get(surveyId, sendId);
    if (!send) throw new NotFoundError(SEND_NOT_FOUND);
    if (send.state !== 'done' && send.sent + send.failed + send.skipped >= send.total) {
      // Every recipient is counted but the worker could not mark it done: done all the same.
      const at = this.now().toISOString();
      await this.deps.sends!.finish(send, at);
      send = { ...send, state: 'done', finishedAt: at };
    }
    const results = send.state === 'done' ? await this.deps.sends!.results(surveyId, sendId) : [];
    return sendView(send, results, send.total);
  }

  /**
   * "Retry failed": the recipients a finished send could not reach, queued again in its round as
   * a new send (whose progress is read like any other). Each is sent to only if their invitation
   * is still the failed one; who counts toward the threshold stays as the first send settled it,
   * and the mails count toward the sender's daily cap like any send.
   */
  async retryFailed(
    surveyId: string,
    userId: string,
    sendId: string,
  ): Promise<SendSurveyEmailResponse> {
    const survey = await this.deps.access.managed(surveyId, userId);
    const sends = this.deps.sends;
    const send = await sends?.get(surveyId, sendId);
    if (!sends || !send) throw new NotFoundError(SEND_NOT_FOUND);
    if (send.state !== 'done' && send.sent + send.failed + send.skipped < send.total) {
      throw new ConflictError(SEND_STILL_GOING, 'send_in_progress');
    }
    if (send.retriedBy) throw new ConflictError(RETRIED_ALREADY, 'send_retried');
    if (!survey.acceptingResponses) {
      throw new ConflictError(
        'This survey is closed. Turn on "Accepting responses" in its settings before sending it.',
        'survey_closed',
      );
    }
    if (survey.isAnonymous && send.round < survey.stats.emailRound) {
      throw new ConflictError(roundClosed(send.round), 'round_closed');
    }
    const failed = (await sends.results(surveyId, sendId))
      .filter((result) => result.outcome === 'failed')
      .sort((a, b) => a.position - b.position);
    if (failed.length === 0) throw new ConflictError(NOTHING_FAILED, 'nothing_failed');
    const recipients = failed.map((result) => result.email);
    const sender = await this.deps.sending?.beforeSend(userId, recipients);
    return this.queue(survey, recipients, {
      round: send.round,
      origin: send.origin,
      senderId: userId,
      ...(sender ? { senderName: sender.name } : {}),
      subject: send.subject,
      message: send.message,
      retry: {
        of: send,
        notCounted: new Set(failed.filter((result) => result.notCounted).map((r) => r.email)),
      },
    });
  }

  /**
   * Who of `recipients` does not count toward an anonymous survey's threshold: the survey's
   * managers, and every address of a person but their first in this send.
   */
  private async whoCounts(survey: SurveyRecord, recipients: string[], senderId: string) {
    const managers = survey.isAnonymous
      ? await managerIdentities(
          {
            managersOf: (teamIds) => this.deps.teams.managersOf(teamIds),
            emailsOf: this.deps.emailsOf,
          },
          survey,
          [senderId],
        )
      : new Set<string>();
    const firstOfPerson = new Map<string, string>();
    for (const email of recipients) {
      const person = identityOf(email);
      if (!managers.has(person) && !firstOfPerson.has(person)) firstOfPerson.set(person, email);
    }
    const counts = (email: string) => firstOfPerson.get(identityOf(email)) === email;
    return {
      notCounted: new Set(survey.isAnonymous ? recipients.filter((email) => !counts(email)) : []),
    };
  }

  /**
   * Recipients are about to be told how their answers are kept: that cannot change after. The
   * lock holds the anonymity read here, or nothing: a save that switched it since means the
   * e-mails would promise what the survey no longer is, so none goes out.
   */
  private async lock(survey: SurveyRecord): Promise<void> {
    if (survey.anonymityLocked) return;
    const lock = await this.deps.surveys.lockAnonymity(survey.id, survey.isAnonymous);
    if (lock === 'gone') throw new NotFoundError(SURVEY_NOT_FOUND_TO_SEND);
    if (lock === 'changed')
      throw new ConflictError(ANONYMITY_CHANGED_WHILE_SENDING, 'survey_changed');
  }

  /**
   * Opens the survey's next round for an automation's run. A survey sent before rounds were
   * recorded (its anonymity is locked by then) has its round 1 already.
   */
  async openRound(survey: SurveyRecord): Promise<number> {
    return this.deps.rounds.nextRound(survey.id, survey.anonymityLocked ? 1 : 0);
  }

  /**
   * A scheduled send (an automation's run): the survey to its audience in the run's own round,
   * as its creator sent it. `resume` for a retried run: the recipients were counted against the
   * sender's day already, and those already claimed in the round are skipped.
   */
  async sendScheduled(
    survey: SurveyRecord,
    recipients: string[],
    options: ScheduledSendOptions,
  ): Promise<SendSurveyEmailResponse> {
    if (survey.questions.length === 0) throw new ValidationError(NO_QUESTIONS);
    const sender = options.resume
      ? undefined
      : await this.deps.sending?.beforeSend(options.senderId, recipients);
    return this.queue(survey, recipients, {
      round: options.round,
      origin: {
        kind: 'automation',
        automationId: options.automationId,
        runIndex: options.runIndex,
      },
      senderId: options.senderId,
      ...(sender ? { senderName: sender.name } : {}),
      // The run's creator hears how it went once it is done, from the run that claimed it.
      announce: !options.resume,
      ...(options.runAt ? { mailDay: options.runAt.slice(0, 10) } : {}),
    });
  }

  async list(
    surveyId: string,
    userId: string,
    cursor: string | undefined,
  ): Promise<InvitationsResponse> {
    const survey = await this.deps.access.managed(surveyId, userId);
    const [page, releases, rounds, latestSend] = await Promise.all([
      this.deps.invitations.list(surveyId, cursor),
      survey.isAnonymous && !cursor
        ? this.deps.releases.releases(surveyId, 'email', RELEASES_LISTED)
        : Promise.resolve([]),
      cursor ? Promise.resolve(undefined) : this.deps.rounds.rounds(surveyId),
      cursor || !this.deps.sends ? Promise.resolve(undefined) : this.deps.sends.latest(surveyId),
    ]);
    return {
      invitations: page.items.map((inv) => {
        if (!survey.isAnonymous) {
          return {
            id: inv.id,
            recipient_email: inv.email,
            // Who answered a named survey is shown; a bounce or complaint otherwise.
            status: inv.status !== 'responded' && inv.feedback ? inv.feedback : inv.status,
            sent_at: inv.sentAt,
            responded_at: inv.respondedOn,
            round: inv.round,
          };
        }
        // Who answered an anonymous survey is never shown, only how many, per release; times
        // are days, so they cannot be matched to anything either.
        return {
          id: inv.id,
          recipient_email: inv.email,
          // A bounce or complaint shows whether or not the person answered, so it says nothing
          // of that (a bounced e-mail never reached anyone to answer).
          status: inv.feedback ?? (inv.status === 'failed' ? 'failed' : 'sent'),
          sent_at: inv.sentAt ? inv.sentAt.slice(0, 10) : null,
          responded_at: null,
          round: inv.round,
        };
      }),
      nextCursor: page.nextCursor,
      responded: survey.isAnonymous
        ? {
            total: survey.stats.email,
            releases: releases.map((r) => ({ day: r.day, count: r.count })),
          }
        : null,
      ...(rounds
        ? {
            rounds: rounds.map((r) => ({
              round: r.round,
              origin: r.origin.kind,
              automation_id: r.origin.kind === 'automation' ? r.origin.automationId : null,
              opened_at: r.openedAt,
              invited: r.invited,
              ...roundFigures(r, survey.anonymityThreshold),
            })),
            latestSend: latestSend ? sendView(latestSend, [], latestSend.total) : null,
          }
        : {}),
    };
  }

  /** The address's invitation in `round`, or else in the latest round, or else in round 1. */
  private async invitationOf(surveyId: string, email: string, round: number | undefined) {
    if (round !== undefined) return this.deps.invitations.get(surveyId, email, round);
    const latest = await this.deps.rounds.currentRound(surveyId);
    const found = await this.deps.invitations.get(surveyId, email, latest);
    return found ?? (latest > 1 ? this.deps.invitations.get(surveyId, email, 1) : undefined);
  }

  async resend(
    surveyId: string,
    userId: string,
    email: string,
    round?: number,
  ): Promise<{ message: string }> {
    const survey = await this.deps.access.managed(surveyId, userId);
    const invitation = await this.invitationOf(surveyId, email.trim().toLowerCase(), round);
    if (!invitation) throw new NotFoundError('No invitation was sent to this address.');
    // A closed round's links no longer answer (decision 0023): alike for everyone invited in it.
    if (survey.isAnonymous && invitation.round < survey.stats.emailRound) {
      throw new ConflictError(roundClosed(invitation.round), 'round_closed');
    }
    if (!survey.acceptingResponses) {
      throw new ConflictError(
        'This survey is closed. Turn on "Accepting responses" in its settings before sending it.',
        'survey_closed',
      );
    }
    if (invitation.status === 'responded' && !survey.isAnonymous) {
      throw new ConflictError('This recipient has already responded.', 'already_responded');
    }
    // Shown on every row whether or not they answered, so refusing here tells nothing new.
    if (invitation.feedback) {
      throw new ConflictError(suppressedReason(invitation.feedback), 'address_suppressed');
    }
    // Verified sender and resend caps apply to every invited address alike, so a cap reached
    // (429) cannot tell an anonymous survey's respondents from the others.
    const sender = await this.deps.sending?.beforeResend(userId, surveyId, invitation.email);
    if (survey.isAnonymous) return this.resendAlike(survey, invitation, sender);
    const token = newToken();
    const tokenHash = hashToken(token);
    try {
      await this.deps.invitations.rotate(invitation, tokenHash, this.now().toISOString());
    } catch (error) {
      if (error instanceof LinkUsedError) {
        throw new ConflictError('This recipient has already responded.', 'already_responded');
      }
      throw error;
    }
    const mail = await this.resentMail(survey, invitation, token, sender);
    try {
      await this.deps.mail.send(mail);
    } catch (error) {
      this.deps.log?.('survey e-mail not resent', { surveyId, error: String(error) });
      await this.deps.invitations.setStatus({ ...invitation, tokenHash }, 'failed');
      throw new ServiceUnavailableError('The invitation could not be sent. Please try again.');
    }
    return { message: RESENT };
  }

  /**
   * Resends an anonymous survey's invitation alike for everyone it was sent to (decision 0009):
   * the same answer, and the same DynamoDB calls whether or not the recipient answered (the
   * branding read, then one transaction on the invitation), so neither the answer nor what the
   * request cost tells who answered. Someone who answered gets nothing new: only the
   * invitation's sent day moves. Someone who has not gets the mail first with a new link, which
   * replaces the old only once it was sent. A mail that cannot be sent is logged, leaves the old
   * link working and the invitation as a responder's resend leaves it (only the day moves), and
   * the answer is the same "resent": a 503 here would tell who had not answered, since a
   * responder never gets a mail that could fail. Failures still show on the first send, when
   * nobody has answered yet.
   */
  private async resendAlike(
    survey: SurveyRecord,
    invitation: InvitationRecord,
    sender: { name: string } | undefined,
  ): Promise<{ message: string }> {
    const token = newToken();
    const at = this.now().toISOString();
    const mail = await this.resentMail(survey, invitation, token, sender);
    if (invitation.status === 'responded') {
      await this.deps.invitations.touch(invitation, at);
      return { message: RESENT };
    }
    try {
      await this.deps.mail.send(mail);
    } catch (error) {
      this.deps.log?.('survey e-mail not resent', { surveyId: survey.id, error: String(error) });
      await this.deps.invitations.touch(invitation, at);
      return { message: RESENT };
    }
    try {
      await this.deps.invitations.rotate(invitation, hashToken(token), at);
    } catch (error) {
      // Answered meanwhile: the new link is never recorded, and the answer is the same.
      if (!(error instanceof LinkUsedError)) throw error;
    }
    return { message: RESENT };
  }

  /** A resent invitation: the survey's branding read, then the mail with the new link. */
  private async resentMail(
    survey: SurveyRecord,
    invitation: InvitationRecord,
    token: string,
    sender: { name: string } | undefined,
  ): Promise<OutgoingMail> {
    const branding = await invitationBranding(this.deps, survey);
    return personalMail(this.deps.appOrigin, survey, invitation.round, token, (link) =>
      invitationMail(
        survey,
        invitation.email,
        link,
        branding,
        sender ? { sender: sender.name } : {},
      ),
    );
  }
}
