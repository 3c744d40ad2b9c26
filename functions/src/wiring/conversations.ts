import { DynamoConversationDeliveries } from '../adapters/dynamodb/conversation-deliveries';
import { DynamoConversationStore } from '../adapters/dynamodb/conversation-store';
import { DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { ConversationDelivery } from '../domain/conversations/conversation-delivery';
import { ConversationService } from '../domain/conversations/conversation-service';
import { now } from '../lib/clock';
import { notificationService } from './notifications';
import { store, warn } from './shared';
import { surveyService } from './surveys';

async function conversationNotice(
  userId: string,
  { surveyId, surveyTitle }: { surveyId: string; surveyTitle: string },
) {
  await notificationService().notify(userId, {
    type: 'response',
    title: 'New messages in conversations',
    message: `Respondents wrote in conversations on “${surveyTitle}”.`,
    data: { surveyId, surveyTitle },
  });
}

let conversations: ConversationService | undefined;
/** Anonymous conversations (decision 0052). */
export function conversationService(): ConversationService {
  return (conversations ??= new ConversationService({
    store: store(DynamoConversationStore),
    surveys: store(DynamoSurveyRepository),
    managed: (surveyId, userId) => surveyService().managed(surveyId, userId),
    limiter: store(DynamoRateLimiter),
    notify: conversationNotice,
    now,
    log: warn,
  }));
}

/** The hourly job's part of conversations: delivery alone (decision 0052). */
export function conversationDelivery(): ConversationDelivery {
  return new ConversationDelivery({
    store: store(DynamoConversationDeliveries),
    surveys: store(DynamoSurveyRepository),
    notify: conversationNotice,
    now,
    log: warn,
  });
}
