import type { RouteDef } from '../route-types';
import {
  listNotificationsQuery,
  notificationIdParams,
  notificationUpdateResponse,
  notificationsResponse,
} from '../notifications';

/** The notifications routes (see ../routes.ts for the conventions). */
export const notificationsRoutes = {
  ListNotifications: {
    area: 'notifications',
    method: 'GET',
    path: '/api/notifications',
    auth: 'user',
    summary: "The caller's notifications, newest first, a page at a time, with the unread count",
    query: listNotificationsQuery,
    response: notificationsResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 3,
  },
  MarkAllNotificationsRead: {
    area: 'notifications',
    method: 'PUT',
    path: '/api/notifications/read-all',
    auth: 'user',
    summary: "Mark every one of the caller's notifications read",
    response: notificationUpdateResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 12,
  },
  MarkNotificationRead: {
    area: 'notifications',
    method: 'PUT',
    path: '/api/notifications/{id}/read',
    auth: 'user',
    summary: "Mark one of the caller's notifications read (404 for anyone else's)",
    params: notificationIdParams,
    response: notificationUpdateResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 3,
  },
  DeleteNotification: {
    area: 'notifications',
    method: 'DELETE',
    path: '/api/notifications/{id}',
    auth: 'user',
    summary: "Delete one of the caller's notifications (404 for anyone else's)",
    params: notificationIdParams,
    response: notificationUpdateResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 3,
  },
} as const satisfies Record<string, RouteDef>;
