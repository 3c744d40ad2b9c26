import type { Notification } from '../../../../shared/src/api/notifications';
import { defineMessages, type AppMessage } from '../../i18n/define-messages';

/** The bell's text (in the shell's entry: kept tiny) and where a click goes (decision 0061). */
export const bellMessages = defineMessages({
  label: { id: 'notifications.bell', defaultMessage: 'Notifications' },
  labelUnread: { id: 'notifications.bellUnread', defaultMessage: 'Notifications, {count} unread' },
});

// Pure: the shell's entry holds the bell (badgeLabel) but not these, which only the lazily
// loaded list and page use.
const destinationMessages = /* @__PURE__ */ defineMessages({
  response: {
    id: 'notifications.toResponses',
    defaultMessage: 'Navigating to "{title}" responses',
  },
  referral: { id: 'notifications.toReferrals', defaultMessage: 'Navigating to referrals' },
  billing: { id: 'notifications.toBilling', defaultMessage: 'Navigating to billing' },
  team_invite: { id: 'notifications.toTeams', defaultMessage: 'Navigating to teams' },
});

/** Formats a message: the app's `formatMessage`, or its English default with `{name}`s filled. */
export type FormatText = (message: AppMessage, values?: Record<string, string>) => string;

const inEnglish: FormatText = (message, values) =>
  message.defaultMessage.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');

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
  format: FormatText = inEnglish,
): { to: string; message: string } | null {
  switch (notification.type) {
    case 'response': {
      const { surveyId, surveyTitle } = notificationData(notification);
      if (!surveyId) return null;
      return {
        to: `/surveys/${encodeURIComponent(surveyId)}/responses`,
        message: format(destinationMessages.response, {
          title: surveyTitle ?? notification.title,
        }),
      };
    }
    case 'referral':
      return { to: '/referrals', message: format(destinationMessages.referral) };
    case 'billing':
      return { to: '/billing', message: format(destinationMessages.billing) };
    case 'team_invite':
      return { to: '/teams', message: format(destinationMessages.team_invite) };
    default:
      return null;
  }
}
