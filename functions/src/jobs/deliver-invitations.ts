import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { parseQueuedMessage } from '../adapters/sqs/invitation-queue';
import { conversationMailDelivery } from '../wiring/conversations';
import { sendPacer } from '../wiring/mail';
import { invitationDelivery, reminderDelivery, roundReportDelivery } from '../wiring/sends';
import { shareMailDelivery } from '../wiring/shares';
import type { QueuedConversationMail } from '../domain/conversations/conversation-mail-delivery';
import type { QueuedReminder } from '../domain/rounds/reminder-delivery';
import type { QueuedInvitation } from '../domain/responses/invitation-delivery';
import type { QueuedRoundReportMail } from '../domain/rounds/round-report-delivery';
import type { QueuedShareMail } from '../domain/shares/share-mail';
import { logger } from '../lib/logger';
import { flushMetrics } from '../lib/metrics';

/** The function's timeout; nothing new starts in its second half (a batch ends well inside it). */
const TIMEOUT_MS = 60_000;

/**
 * The send worker (decision 0033): Lambda's event source mapping hands it up to 10 queued
 * invitations, reminders and round reports' mails at a time, with at most a few workers at once,
 * so together they keep under the mail account's rate. Messages it could not send now are
 * reported back (ReportBatchItemFailures) and come again after a backoff; one of no known kind is
 * logged and dropped.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const started = performance.now();
  const remainingMs = () =>
    context?.getRemainingTimeInMillis?.() ?? TIMEOUT_MS - (performance.now() - started);
  const invitations: QueuedInvitation[] = [];
  const reminders: QueuedReminder[] = [];
  const reports: QueuedRoundReportMail[] = [];
  const conversations: QueuedConversationMail[] = [];
  const shareMails: QueuedShareMail[] = [];
  for (const record of event.Records ?? []) {
    const message = parseQueuedMessage(record.body);
    if (!message) {
      logger.error('queued message is of no kind the send worker knows', {
        messageId: record.messageId,
      });
      continue;
    }
    const delivery = {
      messageId: record.messageId,
      receiptHandle: record.receiptHandle,
      receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 1),
    };
    if (message.kind === 'reminder') reminders.push({ ...message, ...delivery });
    else if (message.kind === 'round-report') reports.push({ ...message, ...delivery });
    else if (message.kind === 'conversation-mail' || message.kind === 'conversation-notice') {
      conversations.push({ ...message, ...delivery });
    } else if (message.kind === 'share-mail') shareMails.push({ ...message, ...delivery });
    else invitations.push({ ...message, ...delivery });
  }
  const { pacer, release } = await sendPacer();
  const time = { remainingMs, reserveMs: TIMEOUT_MS / 2, pacer };
  let retry: string[];
  try {
    // One pacer for all: the worker's mails together keep to its share of the rate.
    const [a, b, c, d, e] = await Promise.all([
      invitations.length ? invitationDelivery().deliver(invitations, time) : [],
      reminders.length ? reminderDelivery().deliver(reminders, time) : [],
      reports.length ? roundReportDelivery().deliver(reports, time) : [],
      conversations.length ? conversationMailDelivery().deliver(conversations, time) : [],
      shareMails.length ? shareMailDelivery().deliver(shareMails, time) : [],
    ]);
    retry = [...a, ...b, ...c, ...d, ...e];
  } finally {
    release();
    flushMetrics();
  }
  if (retry.length > 0) logger.warn('mails held back', { count: retry.length });
  return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
}
