import { DynamoReadLogStore } from '../adapters/dynamodb/share-store';
import { dayOf } from '../domain/responses/release-service';
import { DynamoDayTallyStore } from '../adapters/dynamodb/day-tally-store';
import { DynamoQuestionTallyStore } from '../adapters/dynamodb/question-tally-store';
import { DynamoRoundStore } from '../adapters/dynamodb/round-store';
import { AnalyticsService } from '../domain/analytics/analytics-service';
import { DashboardService } from '../domain/dashboard/dashboard-service';
import { now } from '../lib/clock';
import { responseRecords } from './responses';
import { single, store } from './shared';
import { surveyService } from './surveys';

/** Sentiment analytics and its exports, from tallies only. */
export function analyticsService(): AnalyticsService {
  return single(AnalyticsService, () => [
    surveyService(),
    store(DynamoDayTallyStore),
    responseRecords(),
    now,
    store(DynamoQuestionTallyStore),
    store(DynamoRoundStore),
    // The read log alone (not the share service, whose results view the bundle need not carry).
    (teamId, userId, kind) =>
      store(DynamoReadLogStore).recordTeam(teamId, userId, kind, dayOf(now())),
  ]);
}

/** The dashboard's figures. */
export function dashboardService(): DashboardService {
  return single(DashboardService, () => [surveyService(), responseRecords()]);
}
