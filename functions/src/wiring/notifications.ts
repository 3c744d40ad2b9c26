import { DynamoNotificationRepository } from '../adapters/dynamodb/notification-repository';
import {
  NotificationService,
  type NewNotification,
} from '../domain/notifications/notification-service';
import { single, store } from './shared';

/** Notifications: the routes use it, and every area that tells a user something calls it. */
export function notificationService(): NotificationService {
  return single(NotificationService, () => [store(DynamoNotificationRepository)]);
}

/** What every area hands its service to tell a user something. */
export const notify = (userId: string, notification: NewNotification) =>
  notificationService().notify(userId, notification);
