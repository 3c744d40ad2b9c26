import { DynamoActionStore } from '../adapters/dynamodb/action-store';
import { DynamoRoundStore } from '../adapters/dynamodb/round-store';
import { ActionService } from '../domain/actions/action-service';
import { now } from '../lib/clock';
import { surveyResults } from './results';
import { single, store, teamRecords } from './shared';
import { surveyService } from './surveys';

/** Actions on round results and their follow-through (decision 0055). */
export function actionService(): ActionService {
  return single(ActionService, () => [
    surveyService(),
    teamRecords(),
    store(DynamoRoundStore),
    store(DynamoActionStore),
    now,
    surveyResults(),
  ]);
}
