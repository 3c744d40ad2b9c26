import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  ConversationChangedError,
  type ConversationAnswer,
  type ConversationKey,
  type ConversationMeta,
  type ConversationRecord,
  type ConversationStore,
  type DueDelivery,
  type MessageRecord,
  type SealedMailRequest,
} from '../../domain/conversations/ports';
import { isCancelled, isConditionFailure } from './errors';
import { keys } from './keys';
import { DynamoConversationDeliveries } from './conversation-deliveries';

const MAX_MESSAGES_READ = 500;

function toMeta(item: Record<string, unknown>): ConversationMeta {
  return {
    surveyId: item.surveyId as string,
    responseId: item.responseId as string,
    status: item.status === 'closed' ? 'closed' : 'open',
    closedShown: item.closedShown === true,
    revealedName: typeof item.revealedName === 'string' ? item.revealedName : null,
    messageCount: Number(item.messageCount ?? 0),
    delivered: Number(item.delivered ?? 0),
    managerRead: Number(item.managerRead ?? 0),
    pending: Number(item.pending ?? 0),
    lastDay: typeof item.lastDay === 'string' ? item.lastDay : '',
  };
}

function toMessage(item: Record<string, unknown>): MessageRecord {
  return {
    n: Number(item.n),
    from: item.from === 'manager' ? 'manager' : 'respondent',
    text: String(item.text ?? ''),
    day: typeof item.day === 'string' ? item.day : null,
    delivered: item.delivered === true,
  };
}

/** Conversations (R52-R55): the secret's hash, the conversation, its messages, deliveries due. */
export class DynamoConversationStore implements ConversationStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async createKey(secretHash: string, key: ConversationKey): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...keys.conversationKey(secretHash),
          entityType: 'ConversationKey',
          surveyId: key.surveyId,
          responseId: key.responseId,
          ...(key.responseDay === null ? {} : { responseDay: key.responseDay }),
          // No time of any kind (not even an expiry): it would date the answer for an operator.
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async keyOf(secretHash: string): Promise<ConversationKey | undefined> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.conversationKey(secretHash) }),
    );
    const item = out.Item;
    if (!item) return undefined;
    return {
      surveyId: item.surveyId as string,
      responseId: item.responseId as string,
      responseDay: typeof item.responseDay === 'string' ? item.responseDay : null,
    };
  }

  async get(surveyId: string, responseId: string): Promise<ConversationRecord | undefined> {
    return (await this.withMail(surveyId, responseId)).conversation;
  }

  /** One query of the conversation's items: the conversation, its messages, the mail request. */
  async withMail(
    surveyId: string,
    responseId: string,
  ): Promise<{ conversation: ConversationRecord | undefined; mailRequested: boolean }> {
    const { PK, SK } = keys.conversation(surveyId, responseId);
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': PK, ':sk': SK },
        Limit: MAX_MESSAGES_READ,
      }),
    );
    const items = out.Items ?? [];
    const meta = items.find((i) => i.SK === SK);
    const mailRequested = items.some((i) => i.entityType === 'ConversationMail');
    if (!meta) return { conversation: undefined, mailRequested };
    return {
      conversation: {
        ...toMeta(meta),
        messages: items
          .filter((i) => i.entityType === 'ConversationMessage')
          .map(toMessage)
          .sort((a, b) => a.n - b.n),
      },
      mailRequested,
    };
  }

  async requestMail(
    surveyId: string,
    responseId: string,
    request: SealedMailRequest,
  ): Promise<void> {
    // An update, not a put: a mail already due stays due, to the new address.
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.conversationMail(surveyId, responseId),
        UpdateExpression: 'SET entityType = :type, address = :address, secret = :secret',
        ExpressionAttributeValues: {
          ':type': 'ConversationMail',
          ':address': request.address,
          ':secret': request.secret,
        },
      }),
    );
  }

  async stopMail(surveyId: string, responseId: string): Promise<void> {
    await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: keys.conversationMail(surveyId, responseId),
      }),
    );
  }

  async mailDue(surveyId: string, responseId: string, deliverAfter: string): Promise<void> {
    const due = keys.conversationMailDue(deliverAfter, surveyId, responseId);
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.conversationMail(surveyId, responseId),
          // A mail already due tells of this reply too: its hour stays.
          UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = if_not_exists(GSI2SK, :sk)',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':pk': due.GSI2PK, ':sk': due.GSI2SK },
        }),
      )
      .catch((error: unknown) => {
        // Withdrawn meanwhile: nothing to mail.
        if (!isConditionFailure(error)) throw error;
      });
  }

  async list(surveyId: string): Promise<ConversationMeta[]> {
    const { GSI1PK } = keys.conversationsOfSurvey(surveyId, '');
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': GSI1PK },
        Limit: 100,
      }),
    );
    return (out.Items ?? []).map(toMeta);
  }

  async addMessage(
    conversation: ConversationMeta | undefined,
    key: Pick<ConversationKey, 'surveyId' | 'responseId'>,
    message: Omit<MessageRecord, 'n'>,
    deliverAfter?: string,
  ): Promise<void> {
    const { surveyId, responseId } = key;
    const n = (conversation?.messageCount ?? 0) + 1;
    const waiting = message.from === 'respondent' ? 1 : 0;
    const metaWrite = conversation
      ? {
          Update: {
            TableName: this.table,
            Key: keys.conversation(surveyId, responseId),
            UpdateExpression:
              'SET messageCount = :n, pending = pending + :waiting' +
              (message.day === null ? '' : ', lastDay = :day'),
            ConditionExpression: 'messageCount = :before',
            ExpressionAttributeValues: {
              ':n': n,
              ':before': n - 1,
              ':waiting': waiting,
              ...(message.day === null ? {} : { ':day': message.day }),
            },
          },
        }
      : {
          Put: {
            TableName: this.table,
            Item: {
              ...keys.conversation(surveyId, responseId),
              ...keys.conversationsOfSurvey(surveyId, responseId),
              entityType: 'Conversation',
              surveyId,
              responseId,
              status: 'open',
              closedShown: false,
              messageCount: n,
              delivered: 0,
              managerRead: 0,
              pending: waiting,
              lastDay: message.day ?? '',
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        };
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            metaWrite,
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...keys.conversationMessage(surveyId, responseId, n),
                  ...(deliverAfter === undefined
                    ? {}
                    : keys.conversationDelivery(deliverAfter, surveyId, responseId, n)),
                  entityType: 'ConversationMessage',
                  n,
                  from: message.from,
                  text: message.text,
                  delivered: message.delivered,
                  ...(message.day === null ? {} : { day: message.day }),
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (isCancelled(error)) throw new ConversationChangedError();
      throw error;
    }
  }

  async markRead(surveyId: string, responseId: string, delivered: number): Promise<void> {
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.conversation(surveyId, responseId),
          UpdateExpression: 'SET managerRead = :read',
          ConditionExpression: 'attribute_exists(PK) AND managerRead < :read',
          ExpressionAttributeValues: { ':read': delivered },
        }),
      )
      .catch((error: unknown) => {
        // Read by another request meanwhile: nothing to do.
        if (!isConditionFailure(error)) throw error;
      });
  }

  async reveal(surveyId: string, responseId: string, name: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.conversation(surveyId, responseId),
          UpdateExpression: 'SET revealedName = :name',
          ConditionExpression:
            'attribute_exists(PK) AND #status = :open AND attribute_not_exists(revealedName)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':name': name, ':open': 'open' },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new ConversationChangedError();
      throw error;
    }
  }

  async close(surveyId: string, responseId: string, deliverAfter: string): Promise<void> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.conversation(surveyId, responseId),
                UpdateExpression: 'SET #status = :closed',
                ConditionExpression: 'attribute_exists(PK) AND #status = :open',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':closed': 'closed', ':open': 'open' },
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...keys.conversationClose(surveyId, responseId),
                  ...keys.conversationDelivery(deliverAfter, surveyId, responseId),
                  entityType: 'ConversationClose',
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ],
        }),
      );
    } catch (error) {
      // Closed already: closing is done.
      if (!isCancelled(error)) throw error;
    }
  }

  due(at: string, limit: number): Promise<DueDelivery[]> {
    return new DynamoConversationDeliveries(this.db, this.table).due(at, limit);
  }

  deliver(item: DueDelivery, day: string): Promise<void> {
    return new DynamoConversationDeliveries(this.db, this.table).deliver(item, day);
  }

  mailQueued(item: DueDelivery): Promise<void> {
    return new DynamoConversationDeliveries(this.db, this.table).mailQueued(item);
  }

  async answer(
    surveyId: string,
    responseId: string,
    day: string | null,
  ): Promise<ConversationAnswer | undefined> {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.response(surveyId, day, responseId),
        ProjectionExpression: '#source, answers, GSI1SK',
        ExpressionAttributeNames: { '#source': 'source' },
      }),
    );
    const item = out.Item;
    if (!item) return undefined;
    const bucket = String(item.GSI1SK ?? '').split('#')[1] ?? '';
    return {
      source: item.source === 'email' ? 'email' : 'regular',
      answers: (item.answers ?? []) as ConversationAnswer['answers'],
      ...(bucket.startsWith('B') ? { group: Number(bucket.slice(1)) } : {}),
    };
  }

  async released(surveyId: string, source: string, group: number): Promise<boolean> {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.surveyRelease(surveyId, source, group),
        ProjectionExpression: 'PK',
      }),
    );
    return out.Item !== undefined;
  }
}
