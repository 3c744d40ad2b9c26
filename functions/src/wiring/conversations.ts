import { DynamoQuestionTallyStore } from '../adapters/dynamodb/question-tally-store';
import {
  DynamoConversationDeliveries,
  DynamoConversationMailClaims,
} from '../adapters/dynamodb/conversation-deliveries';
import { DynamoConversationStore } from '../adapters/dynamodb/conversation-store';
import { DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { DynamoTeamReads } from '../adapters/dynamodb/team-reads';
import { ConversationDelivery } from '../domain/conversations/conversation-delivery';
import { ConversationMailDelivery } from '../domain/conversations/conversation-mail-delivery';
import { config } from '../config';
import { ConversationService } from '../domain/conversations/conversation-service';
import { now } from '../lib/clock';
import { notificationService } from './notifications';
import {
  mailer,
  requiredSendQueue,
  sealedTexts,
  sendQueue,
  service,
  store,
  users,
  warn,
} from './shared';
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

/** Anonymous conversations (decision 0052). */
export function conversationService(): ConversationService {
  return service(ConversationService, () => ({
    store: store(DynamoConversationStore),
    surveys: store(DynamoSurveyRepository),
    teams: store(DynamoTeamReads),
    managed: (surveyId, userId) => surveyService().managed(surveyId, userId),
    limiter: store(DynamoRateLimiter),
    notify: conversationNotice,
    now,
    tallies: store(DynamoQuestionTallyStore),
    seal: (text, context) => sealedTexts().seal(text, context),
    log: warn,
  }));
}

/** The hourly job's part of conversations: delivery alone (decision 0052). */
export function conversationDelivery(): ConversationDelivery {
  return new ConversationDelivery({
    store: store(DynamoConversationDeliveries),
    surveys: store(DynamoSurveyRepository),
    teams: store(DynamoTeamReads),
    notify: conversationNotice,
    ...(sendQueue() ? { queue: sendQueue() } : {}),
    now,
    log: warn,
  });
}

/** The send worker's conversation mails (decision 0058), paced with its other mails. */
export function conversationMailDelivery(): ConversationMailDelivery {
  const queue = requiredSendQueue('the send worker');
  return service(ConversationMailDelivery, () => ({
    claims: store(DynamoConversationMailClaims),
    surveys: store(DynamoSurveyRepository),
    open: (sealed, context) => sealedTexts().open(sealed, context),
    emailOf: async (userId) => (await users().getById(userId))?.email,
    mail: mailer(),
    queue,
    appOrigin: config.appOrigin,
    log: warn,
  }));
}
