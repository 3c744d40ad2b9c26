import type {
  NotificationRecord,
  NotificationRepository,
} from '../../domain/notifications/notification-service';
import { keys } from './keys';
import { TableAdapter, storedFields } from './table';

const notificationFields = storedFields<NotificationRecord>();

function toRecord(item: Record<string, unknown>): NotificationRecord {
  return {
    ...notificationFields(item, 'userId id type title message isRead createdAt data expiresAt'),
  };
}

const markRead = {
  UpdateExpression: 'SET isRead = :true REMOVE GSI1PK, GSI1SK',
  ConditionExpression: 'attribute_exists(PK)',
  ExpressionAttributeValues: { ':true': true },
};

/**
 * Notifications under the user's partition (`USER#<id>` / `NOTIFICATION#<time-sortable id>`),
 * newest first by sort key. Unread ones also sit in the sparse GSI1 (`UNREAD#<userId>`), so the
 * unread count and "mark all read" read only unread items.
 */
export class DynamoNotificationRepository extends TableAdapter implements NotificationRepository {
  /** N1 */
  async add(record: NotificationRecord): Promise<void> {
    await this.t.put({
      ...keys.notification(record.userId, record.id),
      ...keys.unreadNotification(record.userId, record.id),
      entityType: 'Notification',
      ...record,
    });
  }

  /** N2: a user's notifications, newest first, a page at a time. */
  async list(userId: string, limit: number, afterId?: string) {
    const { PK, SK } = keys.notification(userId, '');
    const { items, last } = await this.t.query({
      pk: PK,
      sk: { prefix: SK },
      newestFirst: true,
      limit,
      ...(afterId ? { start: keys.notification(userId, afterId) } : {}),
    });
    const lastSk = last?.SK as string | undefined;
    return { items: items.map(toRecord), ...(lastSk ? { lastId: lastSk.slice(SK.length) } : {}) };
  }

  /** N3 GSI1: unread, up to `max`. */
  countUnread(userId: string, max: number): Promise<number> {
    const pk = keys.unreadNotification(userId, '').GSI1PK;
    return this.t.count({ index: 'GSI1', pk, limit: max });
  }

  /** N4 */
  async markRead(userId: string, id: string) {
    const marked = await this.t.updateIf({ Key: keys.notification(userId, id), ...markRead });
    return marked ? ('updated' as const) : ('missing' as const);
  }

  /** N5: every unread one read, 100 a transaction, up to `max`. */
  async markAllRead(userId: string, max: number): Promise<number> {
    const pk = keys.unreadNotification(userId, '').GSI1PK;
    let done = 0;
    while (done < max) {
      const page = await this.t.query({
        index: 'GSI1',
        pk,
        fields: ['PK', 'SK'],
        limit: Math.min(100, max - done),
      });
      if (page.items.length === 0) break;
      await this.t.transact(
        page.items.map((item) => ({
          Update: { Key: { PK: item.PK as string, SK: item.SK as string }, ...markRead },
        })),
      );
      done += page.items.length;
      if (!page.last) break;
    }
    return done;
  }

  /** N6 */
  remove(userId: string, id: string): Promise<boolean> {
    return this.t.deleteIf({
      Key: keys.notification(userId, id),
      ConditionExpression: 'attribute_exists(PK)',
    });
  }
}
