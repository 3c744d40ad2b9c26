import {
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ConversationStore, DueDelivery } from '../../domain/conversations/ports';
import { isCancelled } from './errors';
import { keys } from './keys';

/**
 * What respondents did in conversations, due for delivery (R55), and its delivery: the hourly
 * job's part of the conversation store, in a file of its own so the job carries only this.
 */
export class DynamoConversationDeliveries implements Pick<ConversationStore, 'due' | 'deliver'> {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async due(at: string, limit: number): Promise<DueDelivery[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK <= :at',
        ExpressionAttributeValues: { ':pk': 'CONVERSATION_DELIVERY', ':at': `${at}#~` },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).flatMap((item): DueDelivery[] => {
      const [, surveyId, responseId, part] = String(item.GSI2SK).split('#');
      if (!surveyId || !responseId || !part) return [];
      return [{ surveyId, responseId, ...(part === 'CLOSE' ? {} : { n: Number(part) }) }];
    });
  }

  async deliver(item: DueDelivery, day: string): Promise<void> {
    const { surveyId, responseId, n } = item;
    const meta = keys.conversation(surveyId, responseId);
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems:
            n === undefined
              ? [
                  {
                    Update: {
                      TableName: this.table,
                      Key: keys.conversationClose(surveyId, responseId),
                      UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
                      ConditionExpression: 'attribute_exists(GSI2PK)',
                    },
                  },
                  {
                    Update: {
                      TableName: this.table,
                      Key: meta,
                      UpdateExpression: 'SET closedShown = :true',
                      ExpressionAttributeValues: { ':true': true },
                    },
                  },
                ]
              : [
                  {
                    Update: {
                      TableName: this.table,
                      Key: keys.conversationMessage(surveyId, responseId, n),
                      UpdateExpression: 'SET delivered = :true, #day = :day REMOVE GSI2PK, GSI2SK',
                      ConditionExpression: 'attribute_exists(GSI2PK)',
                      ExpressionAttributeNames: { '#day': 'day' },
                      ExpressionAttributeValues: { ':true': true, ':day': day },
                    },
                  },
                  {
                    Update: {
                      TableName: this.table,
                      Key: meta,
                      UpdateExpression:
                        'SET delivered = delivered + :one, pending = pending - :one, lastDay = :day',
                      ExpressionAttributeValues: { ':one': 1, ':day': day },
                    },
                  },
                ],
        }),
      );
    } catch (error) {
      // Delivered by an earlier run: a retried job delivers nothing twice.
      if (!isCancelled(error)) throw error;
    }
  }
}
