import { DynamoPurgeStore } from '../adapters/dynamodb/purge-store';
import { DynamoReferralStore } from '../adapters/dynamodb/referral-store';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { ScheduledSurveys } from '../domain/automations/scheduled-surveys';
import { FreeMonthRewards } from '../domain/referrals/free-month';
import { SurveyPurge } from '../domain/surveys/survey-purge';
import { SurveyService } from '../domain/surveys/survey-service';
import { now } from '../lib/clock';
import { automationService } from './automations';
import { planService } from './billing';
import { notify } from './notifications';
import { service, single, store, teamRecords } from './shared';

/** Surveys, and who may manage each (every area that reads a survey for a manager asks it). */
export function surveyService(): SurveyService {
  return single(SurveyService, () => [
    store(DynamoSurveyRepository),
    teamRecords(),
    planService(),
    now,
    new FreeMonthRewards({ store: store(DynamoReferralStore), notify, now }),
  ]);
}

/** The survey editor's save, with the one-time automation its scheduled date makes. */
export function scheduledSurveyService(): ScheduledSurveys {
  return service(ScheduledSurveys, () => ({
    surveys: surveyService(),
    automations: automationService(),
  }));
}

/** The hourly clean-up of what deleted surveys left. */
export function surveyPurge(): SurveyPurge {
  return new SurveyPurge(store(DynamoPurgeStore));
}
