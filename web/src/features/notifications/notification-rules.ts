import type { Notification } from '#shared/api/notifications';
import { defineMessages, type AppMessage } from '../../i18n/define-messages';

// The bell's part, in the shell's entry; this module is loaded with the list and page only.
export { badgeLabel, bellMessages, decrementUnread, NOTIFICATION_POLL_MS } from './badge';

/** Where a click goes, said in a toast (the lazily loaded list and page only). */
const destinationMessages = defineMessages({
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
