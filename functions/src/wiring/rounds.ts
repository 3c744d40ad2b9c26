import { DynamoAutomationRepository } from '../adapters/dynamodb/automation-repository';
import { DynamoQuestionTallyStore } from '../adapters/dynamodb/question-tally-store';
import { DynamoReminderStore } from '../adapters/dynamodb/reminder-store';
import { DynamoRoundReportOutbox } from '../adapters/dynamodb/round-report-outbox';
import { DynamoRoundResultsStore } from '../adapters/dynamodb/round-results-store';
import { DynamoRoundStore } from '../adapters/dynamodb/round-store';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { RoundReminders } from '../domain/rounds/round-reminders';
import { RoundClose } from '../domain/rounds/round-close';
import { RoundClosing } from '../domain/rounds/round-closing';
import { RoundReportRelay } from '../domain/rounds/round-report-queue';
import { RoundReports } from '../domain/rounds/round-reports';
import { RoundLifecycle } from '../domain/rounds/round-lifecycle';
import { now } from '../lib/clock';
import { planService } from './billing';
import { sendingPolicy } from './mail';
import { notify } from './notifications';
import { independenceCheck, responseWriteRecords, teamTallySums } from './responses';
import {
  requiredSendQueue,
  scheduler,
  sendQueue,
  service,
  store,
  teamRecords,
  warn,
} from './shared';
import { surveyService } from './surveys';

/** Reminders to each round's non-responders: planned when a round opens, sent by the scheduler. */
export function roundReminders(): RoundReminders {
  const queue = sendQueue();
  return service(RoundReminders, () => ({
    reminders: store(DynamoReminderStore),
    surveys: store(DynamoSurveyRepository),
    automations: store(DynamoAutomationRepository),
    scheduler: scheduler(),
    notify,
    dailyCap: (openedBy, audience) => sendingPolicy().beforeReminders(openedBy, audience),
    ...(queue ? { queue } : {}),
    now,
    log: warn,
  }));
}

/** Closing a round's e-mail release group when the next round opens (decision 0023). */
export function roundClose(): RoundClose {
  return new RoundClose({
    surveys: store(DynamoSurveyRepository),
    responses: responseWriteRecords(),
    rounds: store(DynamoRoundResultsStore),
    quotas: planService(),
    independence: independenceCheck(),
    now,
    log: warn,
    teamTallies: teamTallySums,
  });
}

/** Reports of closed rounds: notifications, the score-drop alert, the report queued to mail. */
export function roundReports(): RoundReports {
  return new RoundReports({
    surveys: store(DynamoSurveyRepository),
    rounds: store(DynamoRoundResultsStore),
    teams: teamRecords(),
    notify,
    tallies: store(DynamoQuestionTallyStore),
    now,
    log: warn,
  });
}

/** A round's end, whoever brings it (the next round's opening, a manager, the 14 days). */
export function roundLifecycle(): RoundLifecycle {
  return new RoundLifecycle({ close: roundClose(), reports: roundReports() });
}

/** A manager closing the survey's latest round (decision 0042). */
export function roundClosing(): RoundClosing {
  return new RoundClosing({
    access: surveyService(),
    rounds: store(DynamoRoundStore),
    lifecycle: roundLifecycle(),
  });
}

/** The report job (`MailRoundReports`): closed rounds' reports moved onto the send queue. */
export function roundReportRelay(): RoundReportRelay {
  return new RoundReportRelay({
    outbox: store(DynamoRoundReportOutbox),
    queue: requiredSendQueue('the report job'),
  });
}
