import { invitationTags } from '../mail/mail-feedback';
import { deliverEach, oncePerKey, sendPaced, type Pacer } from '../mail/queued-mail';
import type { MailPort } from '../platform/mail';
import type { SurveyRecord, SurveyRepository, TeamDirectory } from '../surveys/ports';
import type { InvitationQueue } from '../responses/ports';
import { hashToken } from '../responses/response-service';
import {
  invitationBranding,
  invitationLink,
  newInvitationToken,
  reminderMail,
  type Branding,
} from '../responses/invitation-mail';
import { ReminderClaimedError, type ReminderMessage, type ReminderStore } from './ports';

/** A reminder's message as the queue delivered it. */
export interface QueuedReminder extends ReminderMessage {
  messageId: string;
  receiptHandle: string;
  /** How many times the queue has delivered it, this time included. */
  receiveCount: number;
}

export interface ReminderDeliveryDeps {
  reminders: Pick<ReminderStore, 'claimRecipient' | 'releaseRecipient' | 'latestRound'>;
  surveys: Pick<SurveyRepository, 'get'>;
  teams: Pick<TeamDirectory, 'teams'>;
  logoUrl: (key: string) => Promise<string>;
  appOrigin: string;
  mail: MailPort;
  queue: Pick<InvitationQueue, 'later'>;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/**
 * The worker's half of a round's reminder day (decision 0033): each message is one person who
 * had not answered when the day was queued. Their reminder is claimed (a new link, the day
 * marked, in one write: never twice, and never once they have answered), the mail goes out at
 * this worker's share of the mail account's rate, and a mail the service cannot take now
 * (throttling, an outage, sending paused) gives the claim back and comes again after a
 * backoff. A mail the service refuses for good gives the claim back and is dropped: the
 * earlier link still works. Nothing is counted where a manager could read it (decision 0016).
 */
export class ReminderDelivery {
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: ReminderDeliveryDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Sends a batch; returns the ids of the messages to deliver again (see InvitationDelivery). */
  async deliver(
    batch: QueuedReminder[],
    time: { remainingMs: () => number; reserveMs: number; pacer: Pacer },
  ): Promise<string[]> {
    const contextOf = oncePerKey((surveyId) =>
      this.deps.surveys.get(surveyId).then(async (survey) => ({
        survey,
        branding: survey ? await invitationBranding(this.deps, survey) : null,
        latest: survey ? await this.deps.reminders.latestRound(surveyId) : 0,
      })),
    );
    return deliverEach(
      batch,
      time,
      async (message) => {
        const { survey, branding, latest } = await contextOf(message.surveyId);
        // Deleted, closed, reminders turned off or a later round opened since the day was
        // queued: nothing goes (the next round asks again).
        if (!survey || !branding || !survey.acceptingResponses || !survey.reminderEnabled) {
          return true;
        }
        if (latest > message.round) return true;
        return this.remindOne(survey, branding, message, time.pacer);
      },
      this.deps,
      { what: 'queued reminder not handled', describe: (next) => ({ surveyId: next.surveyId }) },
    );
  }

  /** One reminder: true when done with (sent, refused, or not due any more), false to come back. */
  private async remindOne(
    survey: SurveyRecord,
    branding: Branding,
    message: QueuedReminder,
    pacer: Pacer,
  ): Promise<boolean> {
    const { surveyId, round, day, email } = message;
    const invitee = { email, tokenHash: message.tokenHash, open: true, reminded: [] };
    const token = newInvitationToken();
    const tokenHash = hashToken(token);
    try {
      await this.deps.reminders.claimRecipient(surveyId, round, invitee, day, tokenHash);
    } catch (error) {
      // Reminded already (an earlier delivery of this message), or answered meanwhile.
      if (error instanceof ReminderClaimedError) return true;
      throw error;
    }
    const release = () =>
      this.deps.reminders
        .releaseRecipient(surveyId, round, invitee, day, tokenHash)
        .catch((undo: unknown) =>
          this.deps.log?.('reminder claim not released', { error: String(undo) }),
        );
    const mail = {
      ...reminderMail(
        survey,
        email,
        invitationLink(this.deps.appOrigin, surveyId, token),
        branding,
      ),
      tags: invitationTags(surveyId, round),
    };
    const sent = await sendPaced(mail, { mail: this.deps.mail, sleep: this.sleep }, pacer);
    if (sent.outcome === 'sent') return true;
    if (sent.outcome === 'refused') {
      // Refused for good: the earlier link still works; nobody is told who.
      this.deps.log?.('reminder not sent', { surveyId, error: String(sent.error) });
      await release();
      return true;
    }
    this.deps.log?.('reminder held back', { surveyId, error: String(sent.error) });
    await release();
    return false;
  }
}
