import { surveyManagers, type SurveyRecord, type TeamDirectory } from '../surveys/ports';
import type { ConversationMailQueue, ConversationStore, DueDelivery } from './ports';

export interface ConversationDeliveryDeps {
  store: Pick<ConversationStore, 'due' | 'deliver' | 'mailQueued'>;
  surveys: { get(id: string): Promise<SurveyRecord | undefined> };
  /** Who manages a survey now: its teams' owners and admins. */
  teams: Pick<TeamDirectory, 'managersOf'>;
  notify(userId: string, notice: { surveyId: string; surveyTitle: string }): Promise<void>;
  /** The send queue, for the e-mails of the run (decision 0058); none: nothing is mailed. */
  queue?: ConversationMailQueue;
  now: () => Date;
  log?: (message: string, extra: Record<string, unknown>) => void;
}

/** The hour a time falls in (ISO): an hourly run's name. */
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * The hourly delivery of conversations (decisions 0052, 0058): everything the respondents did
 * that is due by now reaches the managers at once, dated by the delivery's day, with one in-app
 * notice and one e-mail per survey's manager; and the respondents who asked to be e-mailed of a
 * reply due by now are queued for the send worker, with the other mails of the hour. Apart from
 * the conversation service so the hourly job carries none of the rest.
 */
export class ConversationDelivery {
  constructor(private readonly deps: ConversationDeliveryDeps) {}

  async deliverDue(limit = 500): Promise<number> {
    const at = this.deps.now();
    const due = await this.deps.store.due(at.toISOString(), limit);
    const surveys = new Set<string>();
    const mails: DueDelivery[] = [];
    for (const item of due) {
      if (item.mail) {
        mails.push(item);
        continue;
      }
      await this.deps.store.deliver(item, at.toISOString().slice(0, 10));
      if (item.n !== undefined) surveys.add(item.surveyId);
    }
    await this.queueRespondentMails(mails);
    const notices = [];
    for (const surveyId of surveys) {
      const survey = await this.deps.surveys.get(surveyId);
      if (!survey) continue;
      // Each may read and reply.
      const managers = await surveyManagers(this.deps.teams, survey);
      for (const userId of managers) {
        notices.push({ surveyId, userId });
        try {
          await this.deps.notify(userId, { surveyId, surveyTitle: survey.title });
        } catch (error) {
          this.deps.log?.('conversation notice not made', { surveyId, error: String(error) });
        }
      }
    }
    await this.queueManagerMails(notices, hourOf(at).toISOString());
    return due.length;
  }

  /**
   * Onto the send queue, then off the due list: a run stopped between the two queues them again
   * next hour, and the worker's claim mails each once.
   */
  private async queueRespondentMails(mails: DueDelivery[]): Promise<void> {
    const queue = this.deps.queue;
    if (mails.length === 0) return;
    if (!queue) {
      // No send queue here: nothing can be mailed, and a due list kept full would crowd out the
      // messages' deliveries.
      this.deps.log?.('conversation mails dropped: no send queue', { count: mails.length });
      for (const item of mails) await this.deps.store.mailQueued(item);
      return;
    }
    const queued = await queue.enqueueConversationMails(
      mails.map((item) => ({
        kind: 'conversation-mail' as const,
        surveyId: item.surveyId,
        responseId: item.responseId,
        due: item.mail?.due ?? '',
      })),
    );
    if (queued < mails.length) {
      throw new Error(`The send queue took ${queued} of ${mails.length} conversation mails`);
    }
    for (const item of mails) await this.deps.store.mailQueued(item);
  }

  /** One e-mail per manager and survey of the run; the in-app notice stands if it fails. */
  private async queueManagerMails(
    notices: { surveyId: string; userId: string }[],
    run: string,
  ): Promise<void> {
    const queue = this.deps.queue;
    if (!queue || notices.length === 0) return;
    try {
      await queue.enqueueConversationMails(
        notices.map((notice) => ({ kind: 'conversation-notice' as const, ...notice, run })),
      );
    } catch (error) {
      this.deps.log?.('conversation notice mails not queued', { error: String(error) });
    }
  }
}
