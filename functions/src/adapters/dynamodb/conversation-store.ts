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
import { DynamoConversationDeliveries } from './conversation-deliveries';
import { keys } from './keys';
import { IS_NEW, putNew, TableAdapter, type TransactItem, tx } from './table';

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
export class DynamoConversationStore extends TableAdapter implements ConversationStore {
  private readonly deliveries = new DynamoConversationDeliveries(this.t.db, this.t.name);

  async createKey(secretHash: string, key: ConversationKey): Promise<void> {
    await this.t.put(
      {
        ...keys.conversationKey(secretHash),
        entityType: 'ConversationKey',
        surveyId: key.surveyId,
        responseId: key.responseId,
        ...(key.responseDay === null ? {} : { responseDay: key.responseDay }),
        // No time of any kind (not even an expiry): it would date the answer for an operator.
      },
      { ConditionExpression: IS_NEW },
    );
  }

  async keyOf(secretHash: string): Promise<ConversationKey | undefined> {
    const item = await this.t.get(keys.conversationKey(secretHash));
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
    const { items } = await this.t.query({ pk: PK, sk: { prefix: SK }, limit: MAX_MESSAGES_READ });
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
    await this.t.update({
      Key: keys.conversationMail(surveyId, responseId),
      UpdateExpression: 'SET entityType = :type, address = :address, secret = :secret',
      ExpressionAttributeValues: {
        ':type': 'ConversationMail',
        ':address': request.address,
        ':secret': request.secret,
      },
    });
  }

  async stopMail(surveyId: string, responseId: string): Promise<void> {
    await this.t.delete(keys.conversationMail(surveyId, responseId));
  }

  async mailDue(surveyId: string, responseId: string, deliverAfter: string): Promise<void> {
    const due = keys.conversationMailDue(deliverAfter, surveyId, responseId);
    // Withdrawn meanwhile: nothing to mail.
    await this.t.updateIf({
      Key: keys.conversationMail(surveyId, responseId),
      // A mail already due tells of this reply too: its hour stays.
      UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = if_not_exists(GSI2SK, :sk)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':pk': due.GSI2PK, ':sk': due.GSI2SK },
    });
  }

  async list(surveyId: string): Promise<ConversationMeta[]> {
    const { GSI1PK } = keys.conversationsOfSurvey(surveyId, '');
    const { items } = await this.t.query({ index: 'GSI1', pk: GSI1PK, limit: 100 });
    return items.map(toMeta);
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
    const metaWrite: TransactItem = conversation
      ? tx.update({
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
        })
      : putNew({
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
        });
    const wrote = await this.t.transactIf([
      metaWrite,
      putNew({
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
      }),
    ]);
    if (!wrote) throw new ConversationChangedError();
  }

  async markRead(surveyId: string, responseId: string, delivered: number): Promise<void> {
    // Read by another request meanwhile: nothing to do.
    await this.t.updateIf({
      Key: keys.conversation(surveyId, responseId),
      UpdateExpression: 'SET managerRead = :read',
      ConditionExpression: 'attribute_exists(PK) AND managerRead < :read',
      ExpressionAttributeValues: { ':read': delivered },
    });
  }

  async reveal(surveyId: string, responseId: string, name: string): Promise<void> {
    const wrote = await this.t.updateIf({
      Key: keys.conversation(surveyId, responseId),
      UpdateExpression: 'SET revealedName = :name',
      ConditionExpression:
        'attribute_exists(PK) AND #status = :open AND attribute_not_exists(revealedName)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':name': name, ':open': 'open' },
    });
    if (!wrote) throw new ConversationChangedError();
  }

  async close(surveyId: string, responseId: string, deliverAfter: string): Promise<void> {
    // Closed already: closing is done.
    await this.t.transactIf([
      tx.update({
        Key: keys.conversation(surveyId, responseId),
        UpdateExpression: 'SET #status = :closed',
        ConditionExpression: 'attribute_exists(PK) AND #status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':closed': 'closed', ':open': 'open' },
      }),
      putNew({
        ...keys.conversationClose(surveyId, responseId),
        ...keys.conversationDelivery(deliverAfter, surveyId, responseId),
        entityType: 'ConversationClose',
      }),
    ]);
  }

  due(at: string, limit: number): Promise<DueDelivery[]> {
    return this.deliveries.due(at, limit);
  }

  deliver(item: DueDelivery, day: string): Promise<void> {
    return this.deliveries.deliver(item, day);
  }

  mailQueued(item: DueDelivery): Promise<void> {
    return this.deliveries.mailQueued(item);
  }

  async answer(
    surveyId: string,
    responseId: string,
    day: string | null,
  ): Promise<ConversationAnswer | undefined> {
    const item = await this.t.get(keys.response(surveyId, day, responseId), {
      fields: ['source', 'answers', 'GSI1SK'],
    });
    if (!item) return undefined;
    const bucket = String(item.GSI1SK ?? '').split('#')[1] ?? '';
    return {
      source: item.source === 'email' ? 'email' : 'regular',
      answers: (item.answers ?? []) as ConversationAnswer['answers'],
      ...(bucket.startsWith('B') ? { group: Number(bucket.slice(1)) } : {}),
    };
  }

  async released(surveyId: string, source: string, group: number): Promise<boolean> {
    const item = await this.t.get(keys.surveyRelease(surveyId, source, group), { fields: ['PK'] });
    return item !== undefined;
  }
}
