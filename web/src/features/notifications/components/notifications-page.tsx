import { Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '#shared/api/notifications';
import { LoadFailed } from '../../../components/load-failed';
import { useAppIntl } from '../../../i18n/intl';
import { callApi } from '../../../lib/api';
import { requestCache } from '../../../lib/request-cache';
import { toast } from '../../../lib/toast';
import { NOTIFICATIONS_CACHE, notifyNotificationsChanged } from '../api/use-notifications';
import { notificationMessages as m } from '../messages';
import { notificationDestination } from '../notification-rules';
import { NotificationTypeIcon, paletteFor } from './notification-icons';

/** One page of the list: the newest first, older ones a click away. */
const PAGE_SIZE = '20';

type Show = 'all' | 'unread';

interface Listing {
  notifications: Notification[];
  nextCursor: string | undefined;
  unreadCount: number;
}

/** The date and time a notification came, in the app's language. */
const whenFormat = { dateStyle: 'medium', timeStyle: 'short' } as const;

/**
 * /notifications: every notification kept (90 days), the newest first and older ones page by
 * page, each in full, with its link, Mark as read and Delete; all or only the unread ones. The
 * bell's list and badge follow what is done here.
 */
export function NotificationsPage() {
  const { formatMessage } = useAppIntl();
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const [show, setShow] = useState<Show>('all');

  const load = useCallback(async (cursor?: string) => {
    setLoading(true);
    setError(null);
    try {
      const page = await callApi('ListNotifications', {
        query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      });
      setListing((before) => ({
        notifications: cursor
          ? [...(before?.notifications ?? []), ...page.notifications]
          : page.notifications,
        nextCursor: page.nextCursor,
        unreadCount: Math.max(0, page.unreadCount),
      }));
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    const first = setTimeout(() => void load(), 0);
    return () => clearTimeout(first);
  }, [load]);

  /** After a change: the bell reads again, and this list keeps what it has. */
  const changed = (unreadCount: number, update: (list: Notification[]) => Notification[]) => {
    requestCache.invalidate(NOTIFICATIONS_CACHE);
    notifyNotificationsChanged();
    setListing((before) =>
      before ? { ...before, unreadCount, notifications: update(before.notifications) } : before,
    );
  };

  const markRead = async (id: string) => {
    try {
      const answer = await callApi('MarkNotificationRead', { params: { id } });
      changed(answer.unreadCount, (list) =>
        list.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
      );
    } catch {
      toast.error(formatMessage(m.markReadFailed));
    }
  };

  const remove = async (id: string) => {
    try {
      const answer = await callApi('DeleteNotification', { params: { id } });
      changed(answer.unreadCount, (list) => list.filter((n) => n.id !== id));
    } catch {
      toast.error(formatMessage(m.deleteFailed));
    }
  };

  const markAll = async () => {
    try {
      const answer = await callApi('MarkAllNotificationsRead');
      changed(answer.unreadCount, (list) => list.map((n) => ({ ...n, is_read: true })));
      toast.success(formatMessage(m.allMarkedRead));
    } catch {
      toast.error(formatMessage(m.markAllFailed));
    }
  };

  const shown = (listing?.notifications ?? []).filter((n) => show === 'all' || !n.is_read);

  return (
    <Stack gap="6" maxW="4xl">
      <title>{formatMessage(m.title)}</title>
      <Flex gap="4" wrap="wrap" justify="space-between" align="flex-end">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {formatMessage(m.heading)}
          </Heading>
          <Text color="fg.muted">{formatMessage(m.intro)}</Text>
        </Stack>
        <Button
          variant="outline"
          size="lg"
          disabled={!listing || listing.unreadCount === 0}
          onClick={() => void markAll()}
        >
          {formatMessage(m.markAllRead)}
        </Button>
      </Flex>
      <HStack role="group" aria-label={formatMessage(m.show)} gap="2">
        {(['all', 'unread'] as const).map((value) => (
          <Button
            key={value}
            size="md"
            variant={show === value ? 'solid' : 'outline'}
            aria-pressed={show === value}
            onClick={() => setShow(value)}
          >
            {value === 'all'
              ? formatMessage(m.showAll)
              : listing
                ? formatMessage(m.showUnreadCount, {
                    count: listing.unreadCount > 99 ? '99+' : listing.unreadCount,
                  })
                : formatMessage(m.showUnread)}
          </Button>
        ))}
      </HStack>
      {error && !listing ? (
        <LoadFailed
          title={formatMessage(m.loadFailed)}
          titleAs="h2"
          error={error}
          retrying={loading}
          onRetry={() => void load()}
        />
      ) : !listing ? (
        <Text color="fg.muted">{formatMessage(m.loading)}</Text>
      ) : shown.length === 0 && !listing.nextCursor ? (
        <Text color="fg.muted" data-testid="notifications-empty">
          {formatMessage(show === 'unread' ? m.nothingUnread : m.none)}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="notifications-list">
          {shown.map((notification) => (
            <NotificationCard
              key={notification.id}
              notification={notification}
              onRead={() => void markRead(notification.id)}
              onDelete={() => void remove(notification.id)}
            />
          ))}
        </Stack>
      )}
      {listing?.nextCursor && (
        <Box>
          <Button
            variant="outline"
            size="lg"
            loading={loading}
            loadingText={formatMessage(m.loadingMore)}
            onClick={() => void load(listing.nextCursor)}
          >
            {formatMessage(m.showOlder)}
          </Button>
          {error !== null && (
            <Text color="fg.error" mt="2" role="alert">
              {formatMessage(m.olderFailed)}
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

function NotificationCard({
  notification,
  onRead,
  onDelete,
}: {
  notification: Notification;
  onRead(): void;
  onDelete(): void;
}) {
  const { formatMessage, formatDate } = useAppIntl();
  const destination = notificationDestination(notification, formatMessage);
  const palette = paletteFor(notification.type);
  return (
    <Card.Root
      as="li"
      variant={notification.is_read ? 'outline' : 'subtle'}
      colorPalette="blue"
      data-testid="notification-card"
      data-read={notification.is_read ? 'true' : 'false'}
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex gap="3" align="flex-start">
          <Flex
            colorPalette={palette}
            bg="colorPalette.muted"
            color="colorPalette.fg"
            borderRadius="full"
            boxSize="9"
            flexShrink="0"
            align="center"
            justify="center"
          >
            <NotificationTypeIcon type={notification.type} />
          </Flex>
          <Box minW="0" flex="1">
            <Heading as="h2" size="sm" fontWeight={notification.is_read ? 'medium' : 'bold'}>
              {notification.title}
              {!notification.is_read && (
                <Box as="span" srOnly>
                  {' '}
                  {formatMessage(m.unread)}
                </Box>
              )}
            </Heading>
            <Text mt="1" overflowWrap="anywhere">
              {notification.message}
            </Text>
            <Text textStyle="sm" color="fg.muted" mt="1">
              <time dateTime={notification.created_at}>
                {formatDate(notification.created_at, whenFormat)}
              </time>
            </Text>
          </Box>
        </Flex>
        <HStack gap="2" wrap="wrap" ps={{ base: '0', sm: '12' }}>
          {destination && (
            <Button asChild size="md" variant="outline">
              <RouterLink
                to={destination.to}
                onClick={onRead}
                aria-label={formatMessage(m.openLabel, { title: notification.title })}
              >
                {formatMessage(m.open)}
              </RouterLink>
            </Button>
          )}
          {!notification.is_read && (
            <Button
              size="md"
              variant="ghost"
              onClick={onRead}
              aria-label={formatMessage(m.markReadLabel, { title: notification.title })}
            >
              {formatMessage(m.markRead)}
            </Button>
          )}
          <Button
            size="md"
            variant="ghost"
            colorPalette="red"
            onClick={onDelete}
            aria-label={formatMessage(m.deleteLabel, { title: notification.title })}
          >
            {formatMessage(m.delete)}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
