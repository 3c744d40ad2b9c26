import { useCallback, useEffect, useState } from 'react';
import type { Notification, NotificationsResponse } from '#shared/api/notifications';
import { callApi } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { cached, requestCache } from '../../../lib/request-cache';
import { decrementUnread, NOTIFICATION_POLL_MS } from '../badge';

/** The request cache's entry for the list (cleared by every successful mutation). */
export const NOTIFICATIONS_CACHE = 'notifications';

/** Said on `window` when the notifications page changed some: the bell reads its list again. */
const CHANGED_EVENT = 'candor:notifications-changed';
export const notifyNotificationsChanged = () => window.dispatchEvent(new Event(CHANGED_EVENT));

export interface NotificationsState {
  notifications: Notification[];
  unreadCount: number;
  loaded: boolean;
}

export interface NotificationsApi extends NotificationsState {
  refresh(): Promise<void>;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
  remove(id: string): Promise<void>;
}

function logFailure(what: string, error: unknown) {
  // The spec: failures only log; a 429 waits for the next poll.
  if (isApiError(error) && error.status === 429) {
    console.warn(`Notifications: rate limited while ${what}; trying again at the next poll`);
    return;
  }
  console.warn(`Notifications: ${what} failed`, error);
}

/**
 * The signed-in user's notifications, fetched at once and then every 120 s while `enabled`
 * (signed in). Mutations update the list and badge in place and clear the cached entry.
 */
export function useNotifications(enabled: boolean): NotificationsApi {
  const [state, setState] = useState<NotificationsState>({
    notifications: [],
    unreadCount: 0,
    loaded: false,
  });

  const refresh = useCallback(async () => {
    try {
      const answer = await cached<NotificationsResponse>(NOTIFICATIONS_CACHE, undefined, () =>
        callApi('ListNotifications'),
      );
      setState({
        notifications: answer.notifications,
        unreadCount: Math.max(0, answer.unreadCount),
        loaded: true,
      });
    } catch (error) {
      logFailure('loading', error);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => {
      // A poll always asks the server: a cached answer would hide what arrived meanwhile.
      requestCache.invalidate(NOTIFICATIONS_CACHE);
      void refresh();
    }, NOTIFICATION_POLL_MS);
    const onChanged = () => void refresh();
    window.addEventListener(CHANGED_EVENT, onChanged);
    return () => {
      window.removeEventListener(CHANGED_EVENT, onChanged);
      clearTimeout(first);
      clearInterval(timer);
      // Signed out (or another user next): nothing of this list may be reused.
      requestCache.invalidate(NOTIFICATIONS_CACHE);
    };
  }, [enabled, refresh]);

  const markRead = useCallback(async (id: string) => {
    setState((s) => {
      const target = s.notifications.find((n) => n.id === id);
      if (!target || target.is_read) return s;
      return {
        ...s,
        unreadCount: decrementUnread(s.unreadCount),
        notifications: s.notifications.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
      };
    });
    try {
      const answer = await callApi('MarkNotificationRead', { params: { id } });
      requestCache.invalidate(NOTIFICATIONS_CACHE);
      setState((s) => ({ ...s, unreadCount: Math.max(0, answer.unreadCount) }));
    } catch (error) {
      logFailure('marking one read', error);
    }
  }, []);

  const markAllRead = useCallback(async () => {
    const answer = await callApi('MarkAllNotificationsRead');
    requestCache.invalidate(NOTIFICATIONS_CACHE);
    setState((s) => ({
      ...s,
      unreadCount: Math.max(0, answer.unreadCount),
      notifications: s.notifications.map((n) => ({ ...n, is_read: true })),
    }));
  }, []);

  const remove = useCallback(async (id: string) => {
    try {
      const answer = await callApi('DeleteNotification', { params: { id } });
      requestCache.invalidate(NOTIFICATIONS_CACHE);
      setState((s) => ({
        ...s,
        unreadCount: Math.max(0, answer.unreadCount),
        notifications: s.notifications.filter((n) => n.id !== id),
      }));
    } catch (error) {
      logFailure('deleting', error);
    }
  }, []);

  return { ...state, refresh, markRead, markAllRead, remove };
}
