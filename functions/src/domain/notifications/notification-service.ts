import { randomBytes } from 'node:crypto';
import type {
  Notification,
  NotificationsResponse,
  NotificationType,
} from '#shared/api/notifications';
import { NotFoundError, ValidationError } from '../errors';
import { now as productNow } from '../../lib/clock';

export interface NotificationRecord {
  userId: string;
  /** Sorts by time: newest has the greatest id. */
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  /** A JSON string (surveyId, surveyTitle...). */
  data: string;
  /** Epoch seconds after which the notification is gone. */
  expiresAt: number;
}

export interface NotificationRepository {
  add(record: NotificationRecord): Promise<void>;
  /** Newest first, after `afterId` when given. */
  list(
    userId: string,
    limit: number,
    afterId?: string,
  ): Promise<{ items: NotificationRecord[]; lastId?: string }>;
  /** Unread notifications, counted up to `max`. */
  countUnread(userId: string, max: number): Promise<number>;
  markRead(userId: string, id: string): Promise<'updated' | 'already-read' | 'missing'>;
  /** Marks up to `max` unread notifications read; returns how many. */
  markAllRead(userId: string, max: number): Promise<number>;
  remove(userId: string, id: string): Promise<boolean>;
}

/** Notifications live 90 days. */
export const NOTIFICATION_TTL_SECONDS = 90 * 24 * 60 * 60;
export const UNREAD_COUNT_CAP = 100;
const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;
const READ_ALL_MAX = 500;

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
}

export function newNotificationId(now: Date): string {
  return now.getTime().toString(36).padStart(9, '0') + randomBytes(8).toString('hex');
}

function present(record: NotificationRecord): Notification {
  return {
    id: record.id,
    type: record.type,
    title: record.title,
    message: record.message,
    is_read: record.isRead,
    created_at: record.createdAt,
    data: record.data,
  };
}

/**
 * A user's notifications. Other areas call `notify` when something a person should know about
 * happens (a response, an invitation, a billing or referral change, a reminder or deadline).
 * Every call acts on the caller's own notifications only: another user's id is simply not found.
 */
export class NotificationService {
  constructor(
    private readonly repository: NotificationRepository,
    private readonly now: () => Date = productNow,
  ) {}

  async notify(userId: string, notification: NewNotification): Promise<Notification> {
    const at = this.now();
    const record: NotificationRecord = {
      userId,
      id: newNotificationId(at),
      type: notification.type,
      title: notification.title.slice(0, 200),
      message: notification.message.slice(0, 1000),
      isRead: false,
      createdAt: at.toISOString(),
      data: JSON.stringify(notification.data ?? {}),
      expiresAt: Math.floor(at.getTime() / 1000) + NOTIFICATION_TTL_SECONDS,
    };
    await this.repository.add(record);
    return present(record);
  }

  async list(
    userId: string,
    query: { limit?: string; cursor?: string },
  ): Promise<NotificationsResponse> {
    const limit = query.limit === undefined ? DEFAULT_PAGE : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      throw new ValidationError('Please check your information', {
        fields: { limit: 'Limit must be a number from 1 to 100' },
      });
    }
    let afterId: string | undefined;
    if (query.cursor !== undefined) {
      afterId = Buffer.from(query.cursor, 'base64url').toString('utf8');
      if (!/^[0-9a-z]{8,40}$/.test(afterId)) {
        throw new ValidationError('Please check your information', {
          fields: { cursor: 'Invalid cursor' },
        });
      }
    }
    const [page, unreadCount] = await Promise.all([
      this.repository.list(userId, limit, afterId),
      this.repository.countUnread(userId, UNREAD_COUNT_CAP),
    ]);
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    return {
      // TTL deletion can lag; expired items are never shown.
      notifications: page.items.filter((n) => n.expiresAt > nowSeconds).map(present),
      unreadCount,
      ...(page.lastId ? { nextCursor: Buffer.from(page.lastId).toString('base64url') } : {}),
    };
  }

  async markRead(userId: string, id: string) {
    const outcome = await this.repository.markRead(userId, id);
    if (outcome === 'missing') throw new NotFoundError('Notification not found');
    return {
      message: 'Notification marked as read',
      unreadCount: await this.repository.countUnread(userId, UNREAD_COUNT_CAP),
    };
  }

  async markAllRead(userId: string) {
    await this.repository.markAllRead(userId, READ_ALL_MAX);
    return {
      message: 'All notifications marked as read',
      unreadCount: await this.repository.countUnread(userId, UNREAD_COUNT_CAP),
    };
  }

  async remove(userId: string, id: string) {
    if (!(await this.repository.remove(userId, id)))
      throw new NotFoundError('Notification not found');
    return {
      message: 'Notification deleted',
      unreadCount: await this.repository.countUnread(userId, UNREAD_COUNT_CAP),
    };
  }
}
