import { DynamoAutomationRepository } from '../adapters/dynamodb/automation-repository';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { AutomationRuns } from '../domain/automations/automation-runs';
import { now } from '../lib/clock';
import { automationService } from './automations';
import { notify } from './notifications';
import { scheduledDistributionService } from './responses';
import { roundLifecycle, roundReminders } from './rounds';
import { scheduler, service, store, teamRecords, warn } from './shared';

// What only the scheduler's functions build. The job sequences themselves are in
// `functions/src/jobs/` (the local runtime's dev routes call the same functions).

/** What the scheduler fires for an automation: a run that opens a round and sends it. */
export function automationRuns(): AutomationRuns {
  return service(AutomationRuns, () => ({
    automations: store(DynamoAutomationRepository),
    chain: automationService(),
    surveys: store(DynamoSurveyRepository),
    roster: (teamId) => teamRecords().roster(teamId),
    distribution: scheduledDistributionService(),
    reminders: roundReminders(),
    scheduler: scheduler(),
    rounds: roundLifecycle(),
    notify,
    now,
    log: warn,
  }));
}
