import { Box, Button, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '#shared/api/notifications';
import { useAppIntl } from '../../../i18n/intl';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import type { NotificationsApi } from '../api/use-notifications';
import { notificationMessages as m } from '../messages';
import { notificationDestination } from '../notification-rules';
import { NotificationTypeIcon, paletteFor } from './notification-icons';

interface Props {
  api: NotificationsApi;
  onClose(): void;
}

/** The bell's dropdown (spec 1 §2, Notification dropdown). */
export function NotificationDropdown({ api, onClose }: Props) {
  const navigate = useNavigate();
  const { formatMessage } = useAppIntl();

  const open = (notification: Notification) => {
    try {
      void api.markRead(notification.id);
      const destination = notificationDestination(notification, formatMessage);
      onClose();
      if (!destination) {
        console.log('Notification clicked', notification.type, notification.id);
        return;
      }
      void navigate(destination.to);
      toast.info(destination.message);
    } catch (error) {
      console.warn('Notifications: navigating failed', error);
      toast.error(formatMessage(m.navigateFailed));
    }
  };

  const markAll = async () => {
    try {
      await api.markAllRead();
      toast.success(formatMessage(m.allMarkedRead));
    } catch (error) {
      console.warn('Notifications: marking all read failed', error);
      toast.error(formatMessage(m.markAllFailedShort));
    }
  };

  return (
    <Box
      id="notification-dropdown"
      role="region"
      aria-label={formatMessage(m.heading)}
      data-testid="notification-dropdown"
      position={{ base: 'fixed', md: 'absolute' }}
      top={{ base: '16', md: 'calc(100% + 0.25rem)' }}
      insetStart={{ base: '2', md: 'auto' }}
      insetEnd={{ base: '2', md: '0' }}
      w={{ md: '96' }}
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      zIndex="dropdown"
    >
      <Flex align="center" justify="space-between" gap="2" px="4" py="2" borderBottomWidth="1px">
        <Heading as="h2" size="sm">
          {formatMessage(m.heading)}
        </Heading>
        <Button
          variant="ghost"
          size="sm"
          minH="11"
          onClick={() => void markAll()}
          disabled={api.unreadCount === 0}
        >
          {formatMessage(m.markAllReadShort)}
        </Button>
      </Flex>
      <Box maxH="96" overflowY="auto" data-testid="notification-list">
        {api.notifications.length === 0 ? (
          <Text px="4" py="6" color="fg.muted" textAlign="center">
            {formatMessage(api.loaded ? m.none : m.loading)}
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {api.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={() => open(notification)}
                onDelete={() => void api.remove(notification.id)}
              />
            ))}
          </Stack>
        )}
      </Box>
      <Box borderTopWidth="1px" p="1">
        <Button
          variant="ghost"
          width="full"
          minH="11"
          onClick={() => {
            onClose();
            void navigate('/notifications');
          }}
        >
          {formatMessage(m.viewAll)}
        </Button>
      </Box>
    </Box>
  );
}

function NotificationItem({
  notification,
  onOpen,
  onDelete,
}: {
  notification: Notification;
  onOpen(): void;
  onDelete(): void;
}) {
  const { formatMessage } = useAppIntl();
  const palette = paletteFor(notification.type);
  return (
    <Flex
      as="li"
      align="stretch"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
      bg={notification.is_read ? undefined : 'colorPalette.subtle'}
      colorPalette="blue"
      data-testid="notification-item"
      data-read={notification.is_read ? 'true' : 'false'}
      data-type={notification.type}
    >
      <Box
        as="button"
        flex="1"
        minW="0"
        display="flex"
        gap="3"
        textAlign="start"
        px="4"
        py="3"
        minH="11"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        onClick={onOpen}
      >
        <Flex
          colorPalette={palette}
          bg="colorPalette.muted"
          color="colorPalette.fg"
          borderRadius="full"
          boxSize="8"
          flexShrink="0"
          align="center"
          justify="center"
        >
          <NotificationTypeIcon type={notification.type} />
        </Flex>
        <Box minW="0" flex="1">
          <Text fontWeight={notification.is_read ? 'normal' : 'semibold'} textStyle="sm">
            {notification.title}
            {!notification.is_read && (
              <Box as="span" srOnly>
                {' '}
                {formatMessage(m.unread)}
              </Box>
            )}
          </Text>
          <Text textStyle="sm" color="fg.muted" lineClamp="2">
            {notification.message}
          </Text>
          <Text textStyle="xs" color="fg.muted" mt="1">
            <time dateTime={notification.created_at}>{relativeTime(notification.created_at)}</time>
          </Text>
        </Box>
      </Box>
      <IconButton
        aria-label={formatMessage(m.deleteNotificationLabel, { title: notification.title })}
        variant="ghost"
        size="lg"
        alignSelf="center"
        color="fg.muted"
        onClick={onDelete}
      >
        <svg
          viewBox="0 0 24 24"
          width="1em"
          height="1em"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </IconButton>
    </Flex>
  );
}
