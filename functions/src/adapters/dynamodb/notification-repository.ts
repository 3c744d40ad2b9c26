import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type {
  NotificationRecord,
  NotificationRepository,
} from '../../domain/notifications/notification-service';
import { isConditionFailure } from './errors';
import { keys } from './keys';

const PREFIX = 'NOTIFICATION#';

function toRecord(item: Record<string, unknown>): NotificationRecord {
  return {
    userId: item.userId as string,
    id: item.id as string,
    type: item.type as NotificationRecord['type'],
    title: item.title as string,
    message: item.message as string,
    isRead: item.isRead as boolean,
    createdAt: item.createdAt as string,
    data: item.data as string,
    expiresAt: item.expiresAt as number,
  };
}

/**
 * Notifications under the user's partition (`USER#<id>` / `NOTIFICATION#<time-sortable id>`),
 * newest first by sort key. Unread ones also sit in the sparse GSI1 (`UNREAD#<userId>`), so the
 * unread count and "mark all read" read only unread items.
 */
export class DynamoNotificationRepository implements NotificationRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async add(record: NotificationRecord): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...keys.notification(record.userId, record.id),
          ...keys.unreadNotification(record.userId, record.id),
          entityType: 'Notification',
          ...record,
        },
      }),
    );
  }

  async list(userId: string, limit: number, afterId?: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': PREFIX },
        ScanIndexForward: false,
        Limit: limit,
        ...(afterId ? { ExclusiveStartKey: keys.notification(userId, afterId) } : {}),
      }),
    );
    const items = (out.Items ?? []).map(toRecord);
    const last = out.LastEvaluatedKey?.SK as string | undefined;
    return { items, ...(last ? { lastId: last.slice(PREFIX.length) } : {}) };
  }

  async countUnread(userId: string, max: number): Promise<number> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `UNREAD#${userId}` },
        Select: 'COUNT',
        Limit: max,
      }),
    );
    return out.Count ?? 0;
  }

  async markRead(userId: string, id: string) {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.notification(userId, id),
          UpdateExpression: 'SET isRead = :true REMOVE GSI1PK, GSI1SK',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':true': true },
        }),
      );
      return 'updated' as const;
    } catch (error) {
      if (isConditionFailure(error)) return 'missing' as const;
      throw error;
    }
  }

  async markAllRead(userId: string, max: number): Promise<number> {
    let done = 0;
    while (done < max) {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': `UNREAD#${userId}` },
          ProjectionExpression: 'PK, SK',
          Limit: Math.min(100, max - done),
        }),
      );
      const items = page.Items ?? [];
      if (items.length === 0) break;
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: items.map((item) => ({
            Update: {
              TableName: this.table,
              Key: { PK: item.PK, SK: item.SK },
              UpdateExpression: 'SET isRead = :true REMOVE GSI1PK, GSI1SK',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':true': true },
            },
          })),
        }),
      );
      done += items.length;
      if (!page.LastEvaluatedKey) break;
    }
    return done;
  }

  async remove(userId: string, id: string): Promise<boolean> {
    try {
      await this.db.send(
        new DeleteCommand({
          TableName: this.table,
          Key: keys.notification(userId, id),
          ConditionExpression: 'attribute_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
