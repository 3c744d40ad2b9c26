import { DynamoQuestionTallyStore } from '../adapters/dynamodb/question-tally-store';
import { DynamoReminderStore } from '../adapters/dynamodb/reminder-store';
import { DynamoRoundReportOutbox } from '../adapters/dynamodb/round-report-outbox';
import { DynamoRoundStore } from '../adapters/dynamodb/round-store';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { config } from '../config';
import { ReminderDelivery } from '../domain/rounds/reminder-delivery';
import { MailFeedback } from '../domain/mail/mail-feedback';
import { InvitationDelivery } from '../domain/responses/invitation-delivery';
import { RoundReportDelivery } from '../domain/rounds/round-report-delivery';
import { RoundReportMail } from '../domain/rounds/round-report-mail';
import { now } from '../lib/clock';
import { tallyMetric } from '../lib/metrics';
import { mailLedger } from './mail';
import { notify } from './notifications';
import { invitationRecords, sendRecords } from './responses';
import { reportBrand } from './results';
import { mailer, requiredSendQueue, service, store, surveyMailing, users, warn } from './shared';

// The send worker (`DeliverInvitations`, decision 0033): every mail to many people goes through
// it, paced at the mail account's rate (`sendPacer` in `mail.ts`).

/** The send worker's invitations; each invocation brings its pacer. */
export function invitationDelivery(): InvitationDelivery {
  return service(InvitationDelivery, () => ({
    sends: sendRecords(),
    invitations: invitationRecords(),
    ...surveyMailing(),
    queue: requiredSendQueue('the send worker'),
    ledger: mailLedger(),
    suppressions: mailLedger(),
    counted: (outcome) => {
      if (outcome === 'sent') tallyMetric('MailsSent');
      else if (outcome === 'failed') tallyMetric('MailsFailed');
    },
    // An automation's run: its creator hears the whole count once (decision 0033).
    finished: async (send, survey) => {
      if (!send.announce || !survey || send.origin.kind !== 'automation') return;
      await notify(send.senderId, {
        type: 'survey',
        title: 'Scheduled survey sent',
        message:
          `"${survey.title}" went out to ${send.sent} ${send.sent === 1 ? 'person' : 'people'}` +
          (send.failed > 0 ? ` (${send.failed} could not be delivered).` : '.'),
        data: { automationId: send.origin.automationId, surveyId: survey.id },
      });
    },
    now,
    log: warn,
  }));
}

/** The send worker's reminders, paced with its invitations. */
export function reminderDelivery(): ReminderDelivery {
  return service(ReminderDelivery, () => ({
    reminders: store(DynamoReminderStore),
    ...surveyMailing(),
    queue: requiredSendQueue('the send worker'),
    log: warn,
  }));
}

/** The send worker's round reports (decisions 0023, 0033), paced with its other mails. */
export function roundReportDelivery(): RoundReportDelivery {
  return service(RoundReportDelivery, () => ({
    claims: store(DynamoRoundReportOutbox),
    reports: new RoundReportMail({
      surveys: store(DynamoSurveyRepository),
      rounds: store(DynamoRoundStore),
      tallies: store(DynamoQuestionTallyStore),
      appOrigin: config.appOrigin,
      brand: reportBrand,
      now,
    }),
    emailOf: async (userId) => (await users().getById(userId))?.email,
    mail: mailer(),
    queue: requiredSendQueue('the send worker'),
    now,
    log: warn,
  }));
}

/** Bounces and complaints the mail service reports about survey e-mails (decision 0036). */
export function mailFeedback(): MailFeedback {
  return service(MailFeedback, () => ({
    invitations: invitationRecords(),
    senderOf: async (surveyId, sendId) => (await sendRecords().get(surveyId, sendId))?.senderId,
    suppressions: mailLedger(),
    now,
    log: warn,
  }));
}
