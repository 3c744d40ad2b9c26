import type { Notification } from '#shared/api/notifications';

/** The spec's poll interval for GET /api/notifications (spec 1 §9). */
export const NOTIFICATION_POLL_MS = 120_000;

/** The unread badge: nothing at 0 (or below), the count up to 99, then '99+'. */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** One fewer unread, never below 0. */
export function decrementUnread(count: number): number {
  return Math.max(0, count - 1);
}

export interface NotificationData {
  surveyId?: string;
  surveyTitle?: string;
}

/** The notification's `data` JSON string; anything unreadable counts as empty. */
export function notificationData(notification: Pick<Notification, 'data'>): NotificationData {
  try {
    const value: unknown = JSON.parse(notification.data);
    if (typeof value !== 'object' || value === null) return {};
    const { surveyId, surveyTitle } = value as Record<string, unknown>;
    return {
      ...(typeof surveyId === 'string' && surveyId ? { surveyId } : {}),
      ...(typeof surveyTitle === 'string' ? { surveyTitle } : {}),
    };
  } catch {
    return {};
  }
}

/** Where clicking a notification goes and the toast that says so; null: nowhere (logged only). */
export function notificationDestination(
  notification: Pick<Notification, 'type' | 'data' | 'title'>,
): { to: string; message: string } | null {
  switch (notification.type) {
    case 'response': {
      const { surveyId, surveyTitle } = notificationData(notification);
      if (!surveyId) return null;
      return {
        to: `/surveys/${encodeURIComponent(surveyId)}/responses`,
        message: `Navigating to "${surveyTitle ?? notification.title}" responses`,
      };
    }
    case 'referral':
      return { to: '/referrals', message: 'Navigating to referrals' };
    case 'billing':
      return { to: '/billing', message: 'Navigating to billing' };
    case 'team_invite':
      return { to: '/teams', message: 'Navigating to teams' };
    default:
      return null;
  }
}
