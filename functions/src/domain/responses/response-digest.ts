import type { NewNotification } from '../notifications/notification-service';
import { surveyManagers, type SurveyRepository, type TeamDirectory } from '../surveys/ports';
import type { DigestStore } from './ports';
import { hourOf } from './response-service';
import { now as productNow } from '../../lib/clock';

const BATCH = 100;

export interface ResponseDigestDeps {
  digests: DigestStore;
  surveys: Pick<SurveyRepository, 'get'>;
  teams: Pick<TeamDirectory, 'managersOf'>;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  now?: () => Date;
}

/**
 * Tells a survey's managers about new responses once an hour, with the count, so a notification
 * never shows when one person answered. Anonymous surveys' answers are counted when released, so
 * each such count covers at least the threshold. Run by the hourly schedule; a tally is removed before
 * anyone is told, so a retried run tells nobody twice.
 */
export class ResponseDigest {
  constructor(private readonly deps: ResponseDigestDeps) {}

  /** Sends every tally of an hour that has ended; returns how many surveys' managers were told. */
  async run(): Promise<number> {
    const before = hourOf((this.deps.now ?? productNow)());
    let told = 0;
    for (;;) {
      const pending = await this.deps.digests.pending(before, BATCH);
      for (const { surveyId, hourStart } of pending) {
        const count = await this.deps.digests.take(surveyId, hourStart);
        if (count === 0) continue;
        const survey = await this.deps.surveys.get(surveyId);
        if (!survey) continue;
        const managers = await surveyManagers(this.deps.teams, survey);
        const notification: NewNotification = {
          type: 'response',
          title: count === 1 ? 'New response' : 'New responses',
          message: `${count} new ${count === 1 ? 'response' : 'responses'} to "${survey.title}"`,
          data: { surveyId, surveyTitle: survey.title, count },
        };
        await Promise.all([...managers].map((userId) => this.deps.notify(userId, notification)));
        told += 1;
      }
      if (pending.length < BATCH) return told;
    }
  }
}
