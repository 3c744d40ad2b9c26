import type { SurveyRecord } from '../surveys/ports';
import type { ConversationStore } from './ports';

export interface ConversationDeliveryDeps {
  store: Pick<ConversationStore, 'due' | 'deliver'>;
  surveys: { get(id: string): Promise<SurveyRecord | undefined> };
  notify(userId: string, notice: { surveyId: string; surveyTitle: string }): Promise<void>;
  now: () => Date;
  log?: (message: string, extra: Record<string, unknown>) => void;
}

/**
 * The hourly delivery of what respondents did in conversations (decision 0052): everything due
 * by now reaches the managers at once, dated by the delivery's day, with one notice per survey.
 * Apart from the conversation service so the hourly job carries none of the rest.
 */
export class ConversationDelivery {
  constructor(private readonly deps: ConversationDeliveryDeps) {}

  async deliverDue(limit = 500): Promise<number> {
    const at = this.deps.now();
    const due = await this.deps.store.due(at.toISOString(), limit);
    const surveys = new Set<string>();
    for (const item of due) {
      await this.deps.store.deliver(item, at.toISOString().slice(0, 10));
      if (item.n !== undefined) surveys.add(item.surveyId);
    }
    for (const surveyId of surveys) {
      const survey = await this.deps.surveys.get(surveyId);
      if (!survey) continue;
      try {
        await this.deps.notify(survey.createdBy, { surveyId, surveyTitle: survey.title });
      } catch (error) {
        this.deps.log?.('conversation notice not made', { surveyId, error: String(error) });
      }
    }
    return due.length;
  }
}
