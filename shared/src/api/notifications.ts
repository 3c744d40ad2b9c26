import * as z from 'zod/mini';

export const notificationTypes = [
  'response',
  'survey',
  'reminder',
  'deadline',
  'team',
  'referral',
  'billing',
  'team_invite',
] as const;
export const notificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationType>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationType,
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  /** A JSON string; may hold surveyId and surveyTitle. */
  data: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuery = z.object({
  limit: z.optional(z.string().check(z.regex(/^\d{1,3}$/, 'Limit must be a number from 1 to 100'))),
  cursor: z.optional(z.string().check(z.maxLength(512, 'Cursor is too long'))),
});

export const notificationsResponse = z.object({
  notifications: z.array(notificationSchema),
  /** Unread notifications, counted up to 100 (the badge shows '99+' above 99). */
  unreadCount: z.number(),
  /** Pass as `cursor` for the next (older) page; absent on the last page. */
  nextCursor: z.optional(z.string()),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationIdParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-z]{8,40}$/, 'Unknown notification')),
});

export const notificationUpdateResponse = z.object({
  message: z.string(),
  unreadCount: z.number(),
});
