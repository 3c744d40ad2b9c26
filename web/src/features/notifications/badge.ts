import { defineMessages } from '../../i18n/define-messages';

/*
 * The bell's rules and text: the signed-in shell's entry holds the bell, so this module is all of
 * the notifications it loads up front (the list, page and their text load when opened).
 */

/** The bell's text (in the shell's entry: kept tiny; decision 0061). */
export const bellMessages = defineMessages({
  label: { id: 'notifications.bell', defaultMessage: 'Notifications' },
  labelUnread: { id: 'notifications.bellUnread', defaultMessage: 'Notifications, {count} unread' },
});

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
