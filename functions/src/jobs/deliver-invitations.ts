import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { parseInvitationMessage } from '../adapters/sqs/invitation-queue';
import { invitationDelivery, sendPacer } from '../composition';
import type { QueuedInvitation } from '../domain/responses/invitation-delivery';
import { logger } from '../lib/logger';

/** The function's timeout; nothing new starts in its second half (a batch ends well inside it). */
const TIMEOUT_MS = 60_000;

/**
 * The send worker (decision 0033): Lambda's event source mapping hands it up to 10 queued
 * invitations at a time, with at most a few workers at once, so together they keep under the
 * mail account's rate. Messages it could not send now are reported back (ReportBatchItemFailures)
 * and come again after a backoff; one that is not an invitation is logged and dropped.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const started = Date.now();
  const remainingMs = () =>
    context?.getRemainingTimeInMillis?.() ?? TIMEOUT_MS - (Date.now() - started);
  const batch: QueuedInvitation[] = [];
  for (const record of event.Records ?? []) {
    const message = parseInvitationMessage(record.body);
    if (!message) {
      logger.error('queued message is not an invitation', { messageId: record.messageId });
      continue;
    }
    batch.push({
      ...message,
      messageId: record.messageId,
      receiptHandle: record.receiptHandle,
      receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 1),
    });
  }
  const { pacer, release } = await sendPacer();
  let retry: string[];
  try {
    retry = await invitationDelivery().deliver(batch, {
      remainingMs,
      reserveMs: TIMEOUT_MS / 2,
      pacer,
    });
  } finally {
    release();
  }
  if (retry.length > 0) logger.warn('invitations held back', { count: retry.length });
  return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
}
