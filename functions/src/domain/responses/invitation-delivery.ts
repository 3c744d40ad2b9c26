import { randomUUID } from 'node:crypto';
import { identityOf } from '#shared/domain/email-identity';
import { suppressedReason, type MailSuppressions } from '../mail/mail-feedback';
import { skippedReason, type MailLedger, type MailReservation } from '../mail/mail-ledger';
import { eachInFlight, isThrottled, oncePerKey, redeliver, sendPaced } from '../mail/queued-mail';
import type { BatchTime, Delivered, Pacer, QueuedMailDeps } from '../mail/queued-mail';
import { MailDeliveryError } from '../platform/mail';
import type { SurveyRecord, SurveyRepository } from '../surveys/ports';
import {
  IdentityInvitedError,
  InvitationExistsError,
  LinkUsedError,
  type InvitationMessage,
  type InvitationRecord,
  type InvitationStore,
  type SendRecord,
  type SendResultRecord,
  type SendStore,
} from './ports';
import { hashToken } from './response-service';
import {
  invitationBranding,
  invitationMail,
  newInvitationToken,
  personalMail,
  type Branding,
  type BrandingDeps,
} from './invitation-mail';
import { now as productNow } from '../../lib/clock';

/** A recipient's message as the queue delivered it. */
export type QueuedInvitation = InvitationMessage & Delivered;

export interface InvitationDeliveryDeps extends QueuedMailDeps, BrandingDeps {
  sends: SendStore;
  invitations: InvitationStore;
  surveys: Pick<SurveyRepository, 'get'>;
  appOrigin: string;
  /** What each address got today: no one gets a survey twice a day, nor too many surveys. */
  ledger?: MailLedger;
  /** Addresses the sender's mail bounced from or that complained: never mailed again. */
  suppressions?: Pick<MailSuppressions, 'suppressed'>;
  /** Told of each recipient's outcome the one time it is counted (the business metrics). */
  counted?: (outcome: SendResultRecord['outcome']) => void;
  /** Told once when a send is done, with its final counts. */
  finished?: (send: SendRecord, survey: SurveyRecord | undefined) => Promise<void>;
  now?: () => Date;
}

export const SKIPPED_ALREADY_SENT = 'Already sent';
export const NOT_DELIVERED = 'The e-mail could not be delivered';
const SURVEY_GONE = 'The survey was deleted before this e-mail went out';
type Outcome = SendResultRecord | { retry: string };

/** Plain words for why a send is held back: what the manager sees beside the progress bar. */
export function pauseReason(error: unknown): string {
  const failure = error instanceof MailDeliveryError ? error.failure : {};
  if (failure.kind === 'account') {
    return 'The mail account cannot send right now (sending is paused or not allowed). The rest goes out by itself once it can.';
  }
  if (isThrottled(error)) {
    return 'The mail service is asking us to slow down. The rest goes out by itself, a little later.';
  }
  return 'The mail service is not answering. The rest goes out by itself when it is back.';
}

/**
 * The worker's half of a queued send (decision 0033): each message is one recipient. Their
 * invitation is claimed (one per address and round, as a send by hand always did), the e-mail
 * goes out at this worker's share of the mail account's rate, and the outcome is counted in
 * the send once, whichever delivery of the message got there. A mail the service refuses marks
 * the invitation failed; one it cannot take now (throttling, an outage, sending paused) leaves
 * it waiting: the message comes back after a backoff and the send says it is paused.
 */
export class InvitationDelivery {
  private readonly now: () => Date;

  constructor(private readonly deps: InvitationDeliveryDeps) {
    this.now = deps.now ?? productNow;
  }

  /**
   * Sends a batch; returns the ids of the messages to deliver again. Nothing new is started once
   * `remainingMs()` falls under `reserveMs`, so the function ends well inside its timeout.
   */
  async deliver(batch: QueuedInvitation[], time: BatchTime): Promise<string[]> {
    const retry: QueuedInvitation[] = [];
    const touched = new Map<string, SendRecord>();
    const sendOf = oncePerKey((key) => {
      const [surveyId = '', sendId = ''] = key.split('/');
      return this.deps.sends.get(surveyId, sendId);
    });
    const contextOf = oncePerKey((surveyId) =>
      this.deps.surveys.get(surveyId).then(async (survey) => ({
        survey,
        branding: survey ? await invitationBranding(this.deps, survey) : null,
      })),
    );
    let held: string | null = null;
    const one = async (message: QueuedInvitation) => {
      if (held !== null || time.remainingMs() < time.reserveMs) {
        retry.push(message);
        return;
      }
      const send = await sendOf(`${message.surveyId}/${message.sendId}`);
      if (!send) {
        // The send is gone with its survey (purged): nothing to do.
        this.deps.log?.('queued invitation of a send that no longer exists', {
          sendId: message.sendId,
        });
        return;
      }
      touched.set(send.id, send);
      const known = await contextOf(send.surveyId);
      const outcome: Outcome =
        known.survey && known.branding
          ? await this.deliverOne(send, known.survey, known.branding, message, time.pacer)
          : {
              email: message.email,
              position: message.position,
              outcome: 'skipped',
              reason: SURVEY_GONE,
              notCounted: false,
            };
      if ('retry' in outcome) {
        held = outcome.retry;
        retry.push(message);
        return;
      }
      if (await this.deps.sends.count(send, outcome)) this.deps.counted?.(outcome.outcome);
    };
    // A few recipients at once: their reads and writes overlap, while the pacer keeps the mails
    // themselves at this worker's share of the rate.
    const failedHere = await eachInFlight(batch, one, (next, error) => {
      this.deps.log?.('queued invitation not handled', {
        sendId: next.sendId,
        error: String(error),
      });
    });
    for (const send of touched.values()) {
      // A send's state is settled again by the next batch if the data store fails here.
      await contextOf(send.surveyId)
        .then(({ survey }) => this.settle(send, held, survey))
        .catch((error: unknown) => {
          this.deps.log?.('send not settled', { sendId: send.id, error: String(error) });
        });
    }
    // Messages to come back later: after a backoff that grows with each delivery.
    retry.push(...failedHere);
    await redeliver(
      this.deps.queue,
      retry,
      (message) => held !== null || failedHere.includes(message),
      this.deps.log,
    );
    return retry.map((message) => message.messageId);
  }

  /** After a batch: paused while the mail service fails, sending again once it works, done when all are counted. */
  private async settle(
    before: SendRecord,
    held: string | null,
    survey: SurveyRecord | undefined,
  ): Promise<void> {
    const send = await this.deps.sends.get(before.surveyId, before.id);
    if (!send || send.state === 'done') return;
    if (send.sent + send.failed + send.skipped >= send.total) {
      const at = this.now().toISOString();
      if (await this.deps.sends.finish(send, at)) {
        await this.deps.finished?.({ ...send, state: 'done', finishedAt: at }, survey);
      }
      return;
    }
    if (held !== null && send.pausedReason !== held) await this.deps.sends.setPaused(send, held);
    else if (held === null && send.state === 'paused') await this.deps.sends.setPaused(send, null);
  }

  private async deliverOne(
    send: SendRecord,
    survey: SurveyRecord,
    branding: Branding,
    message: QueuedInvitation,
    pacer: Pacer,
  ): Promise<Outcome> {
    const { email, position } = message;
    const barred = await this.deps.suppressions?.suppressed(send.senderId, email);
    if (barred) {
      return {
        email,
        position,
        outcome: 'skipped',
        reason: suppressedReason(barred),
        notCounted: false,
      };
    }
    const reservation: MailReservation = {
      accountId: send.senderId,
      email,
      day: send.mailDay ?? send.createdAt.slice(0, 10),
      surveyId: survey.id,
      sendId: send.id,
    };
    const refusal = this.deps.ledger ? await this.deps.ledger.reserve(reservation) : 'reserved';
    if (refusal !== 'reserved') {
      // Mailed in this very round already (a second send by hand): said as such.
      const inRound =
        refusal === 'survey' && (await this.deps.invitations.get(survey.id, email, send.round));
      const reason = inRound ? SKIPPED_ALREADY_SENT : skippedReason(refusal);
      return { email, position, outcome: 'skipped', reason, notCounted: false };
    }
    const token = newInvitationToken();
    let invitation: InvitationRecord = {
      id: randomUUID(),
      surveyId: survey.id,
      email,
      status: 'sending',
      sentAt: null,
      respondedOn: null,
      tokenHash: hashToken(token),
      independent: message.counts,
      round: send.round,
      sendId: send.id,
    };
    try {
      try {
        await this.deps.invitations.claim(
          invitation,
          survey.isAnonymous && invitation.independent ? { identity: identityOf(email) } : {},
        );
      } catch (error) {
        if (!(error instanceof IdentityInvitedError)) throw error;
        // Another address of this person was invited to the survey before: this one does not count.
        invitation.independent = false;
        await this.deps.invitations.claim(invitation);
      }
    } catch (error) {
      if (!(error instanceof InvitationExistsError)) throw error;
      const existing = await this.deps.invitations.get(survey.id, email, send.round);
      if (!existing || existing.sendId !== send.id) {
        // Another send of the round mailed them: this one's reservation was not used.
        await this.deps.ledger?.release(reservation);
        return {
          email,
          position,
          outcome: 'skipped',
          reason: SKIPPED_ALREADY_SENT,
          notCounted: false,
        };
      }
      // Claimed by an earlier delivery of this very message.
      const notCounted = survey.isAnonymous && !existing.independent;
      if (existing.status === 'failed') {
        return { email, position, outcome: 'failed', reason: NOT_DELIVERED, notCounted };
      }
      if (existing.status !== 'sending') return { email, position, outcome: 'sent', notCounted };
      // That delivery stopped before its mail was recorded: a new link, then the mail.
      try {
        await this.deps.invitations.relink(existing, invitation.tokenHash);
      } catch (relinkError) {
        if (!(relinkError instanceof LinkUsedError)) throw relinkError;
        return { email, position, outcome: 'sent', notCounted };
      }
      invitation = { ...existing, tokenHash: invitation.tokenHash };
    }
    const notCounted = survey.isAnonymous && !invitation.independent;
    const mail = personalMail(this.deps.appOrigin, survey, send.round, token, (link) =>
      invitationMail(survey, email, link, branding, {
        subject: send.subject,
        message: send.message,
        ...(send.senderName ? { sender: send.senderName } : {}),
      }),
    );
    const sent = await sendPaced(mail, this.deps, pacer);
    if (sent.outcome === 'refused') {
      this.deps.log?.('survey e-mail not sent', { surveyId: survey.id, error: String(sent.error) });
      await this.deps.invitations.finish([{ ...invitation, status: 'failed' }]);
      // Nothing reached them: "Retry failed" may send it today.
      await this.deps.ledger?.release(reservation);
      return { email, position, outcome: 'failed', reason: NOT_DELIVERED, notCounted };
    }
    if (sent.outcome === 'held') {
      this.deps.log?.('survey e-mail held back', {
        surveyId: survey.id,
        error: String(sent.error),
      });
      return { retry: pauseReason(sent.error) };
    }
    await this.deps.invitations.finish([
      { ...invitation, status: 'sent', sentAt: this.now().toISOString() },
    ]);
    return { email, position, outcome: 'sent', notCounted };
  }
}
