import { deliverEach, oncePerKey, sendClaimed } from '../mail/queued-mail';
import type { BatchTime, Delivered, Pacer, QueuedMailDeps } from '../mail/queued-mail';
import type { SurveyRecord, SurveyRepository } from '../surveys/ports';
import { hashToken } from '../responses/response-service';
import {
  invitationBranding,
  newInvitationToken,
  personalMail,
  reminderMail,
  type Branding,
  type BrandingDeps,
} from '../responses/invitation-mail';
import { ReminderClaimedError, type ReminderMessage, type ReminderStore } from './ports';

/** A reminder's message as the queue delivered it. */
export type QueuedReminder = ReminderMessage & Delivered;

export interface ReminderDeliveryDeps extends QueuedMailDeps, BrandingDeps {
  reminders: Pick<ReminderStore, 'claimRecipient' | 'releaseRecipient' | 'latestRound'>;
  surveys: Pick<SurveyRepository, 'get'>;
  appOrigin: string;
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
  constructor(private readonly deps: ReminderDeliveryDeps) {}

  /** Sends a batch; returns the ids of the messages to deliver again (see deliverEach). */
  async deliver(batch: QueuedReminder[], time: BatchTime): Promise<string[]> {
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
    const mail = personalMail(this.deps.appOrigin, survey, round, token, (link) =>
      reminderMail(survey, email, link, branding),
    );
    // Not sent, the claim is given back: the earlier link still works; nobody is told who.
    const sent = await sendClaimed(mail, this.deps, pacer, {
      what: 'reminder',
      about: { surveyId },
      release: () => this.deps.reminders.releaseRecipient(surveyId, round, invitee, day, tokenHash),
    });
    return sent !== 'held';
  }
}
