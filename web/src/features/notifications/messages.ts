import { defineMessages } from '../../i18n/define-messages';

/** The notifications list, page and dropdown (decision 0061). The bell's own are in notification-rules.ts. */
export const notificationMessages = defineMessages({
  heading: { id: 'notifications.heading', defaultMessage: 'Notifications' },
  title: { id: 'notifications.title', defaultMessage: 'Notifications · Candor' },
  intro: {
    id: 'notifications.intro',
    defaultMessage: 'Everything from the last 90 days, the newest first.',
  },
  markAllRead: { id: 'notifications.markAllRead', defaultMessage: 'Mark all as read' },
  markAllReadShort: { id: 'notifications.markAllReadShort', defaultMessage: 'Mark all read' },
  show: { id: 'notifications.show', defaultMessage: 'Show' },
  showAll: { id: 'notifications.showAll', defaultMessage: 'All' },
  showUnread: { id: 'notifications.showUnread', defaultMessage: 'Unread' },
  showUnreadCount: { id: 'notifications.showUnreadCount', defaultMessage: 'Unread ({count})' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading notifications...' },
  loadingMore: { id: 'notifications.loadingMore', defaultMessage: 'Loading...' },
  loadFailed: { id: 'notifications.loadFailed', defaultMessage: 'Failed to load notifications' },
  nothingUnread: { id: 'notifications.nothingUnread', defaultMessage: 'Nothing unread.' },
  none: { id: 'notifications.none', defaultMessage: 'No notifications yet.' },
  showOlder: { id: 'notifications.showOlder', defaultMessage: 'Show older notifications' },
  olderFailed: {
    id: 'notifications.olderFailed',
    defaultMessage: 'Older notifications could not be loaded. Please try again.',
  },
  unread: { id: 'notifications.unread', defaultMessage: '(unread)' },
  open: { id: 'notifications.open', defaultMessage: 'Open' },
  openLabel: { id: 'notifications.openLabel', defaultMessage: 'Open {title}' },
  markRead: { id: 'notifications.markRead', defaultMessage: 'Mark as read' },
  markReadLabel: { id: 'notifications.markReadLabel', defaultMessage: 'Mark as read {title}' },
  delete: { id: 'notifications.delete', defaultMessage: 'Delete' },
  deleteLabel: { id: 'notifications.deleteLabel', defaultMessage: 'Delete {title}' },
  deleteNotificationLabel: {
    id: 'notifications.deleteNotificationLabel',
    defaultMessage: 'Delete notification: {title}',
  },
  viewAll: { id: 'notifications.viewAll', defaultMessage: 'View all notifications' },
  markReadFailed: {
    id: 'notifications.markReadFailed',
    defaultMessage: 'The notification could not be marked as read. Please try again.',
  },
  deleteFailed: {
    id: 'notifications.deleteFailed',
    defaultMessage: 'The notification could not be deleted. Please try again.',
  },
  allMarkedRead: {
    id: 'notifications.allMarkedRead',
    defaultMessage: 'All notifications marked as read',
  },
  markAllFailed: {
    id: 'notifications.markAllFailed',
    defaultMessage: 'Notifications could not be marked as read. Please try again.',
  },
  markAllFailedShort: {
    id: 'notifications.markAllFailedShort',
    defaultMessage: 'Failed to mark notifications as read',
  },
  navigateFailed: {
    id: 'notifications.navigateFailed',
    defaultMessage: 'Failed to navigate to notification',
  },
});
