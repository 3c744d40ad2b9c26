import { DynamoAutomationRepository } from '../adapters/dynamodb/automation-repository';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { AutomationReconciler } from '../domain/automations/automation-reconciler';
import { AutomationService } from '../domain/automations/automation-service';
import { now } from '../lib/clock';
import { scheduler, service, store, teamRecords } from './shared';

// An automation's runs, which open rounds and send, are wired with the jobs (`jobs.ts`).

/** Automations (decision 0016): the calendar's routes and the chain of each one's next run. */
export function automationService(): AutomationService {
  return service(AutomationService, () => ({
    automations: store(DynamoAutomationRepository),
    surveys: store(DynamoSurveyRepository),
    teams: teamRecords(),
    scheduler: scheduler(),
    now,
  }));
}

/** The hourly job's part of the automations: their chains kept whole, nothing sent. */
export function automationReconciler(): AutomationReconciler {
  return new AutomationReconciler({
    automations: store(DynamoAutomationRepository),
    chain: automationService(),
    surveys: store(DynamoSurveyRepository),
    scheduler: scheduler(),
    now,
  });
}
