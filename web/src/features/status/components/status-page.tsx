import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { HealthResponse, ServiceName } from '#shared/api/platform';
import type { ReactNode } from 'react';
import type { AppMessage } from '../../../i18n/define-messages';
import { useAppIntl } from '../../../i18n/intl';
import type { ApiError } from '../../../lib/api-client';
import { useHealth } from '../api/use-health';
import { statusMessages as m } from '../messages';

const serviceLabels: Record<ServiceName, { name: AppMessage; description: AppMessage }> = {
  table: { name: m.tableName, description: m.tableDescription },
  files: { name: m.filesName, description: m.filesDescription },
  mail: { name: m.mailName, description: m.mailDescription },
};

const serviceOrder: readonly ServiceName[] = ['table', 'files', 'mail'];

/** System status: the app version and whether the table, file store and mail service answer. */
export function StatusPage() {
  const { data, error, isLoading, isValidating, mutate } = useHealth();
  const { formatMessage } = useAppIntl();
  return (
    <Stack gap="6">
      <title>{formatMessage(m.title)}</title>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {formatMessage(m.heading)}
        </Heading>
        <Text color="fg.muted">{formatMessage(m.intro)}</Text>
      </Stack>
      {data ? (
        <HealthReport health={data} />
      ) : error ? (
        <HealthError error={error} retrying={isValidating} onRetry={() => void mutate()} />
      ) : (
        <HealthSkeleton busy={isLoading} />
      )}
    </Stack>
  );
}

function HealthSkeleton({ busy }: { busy: boolean }) {
  const { formatMessage } = useAppIntl();
  return (
    <Stack gap="4" aria-busy={busy} data-testid="status-loading">
      <VisuallyHidden role="status">{formatMessage(m.loading)}</VisuallyHidden>
      <Skeleton height="24" borderRadius="l3" />
      {serviceOrder.map((name) => (
        <Skeleton key={name} height="16" borderRadius="l3" />
      ))}
    </Stack>
  );
}

function HealthError({
  error,
  retrying,
  onRetry,
}: {
  error: ApiError;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { formatMessage } = useAppIntl();
  return (
    <Alert.Root status="error" borderRadius="l3" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{formatMessage(m.loadFailed)}</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
        <Box>
          <Button
            size="lg"
            variant="outline"
            colorPalette="red"
            bg="bg.panel"
            onClick={onRetry}
            loading={retrying}
            loadingText={formatMessage(m.retrying)}
          >
            {formatMessage(m.retry)}
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

function HealthReport({ health }: { health: HealthResponse }) {
  const allUp = health.status === 'ok';
  const checkedAt = new Date(health.time);
  const { formatMessage, formatTime } = useAppIntl();
  return (
    <Stack gap="4">
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Flex gap="3" align="center" wrap="wrap">
            <StatusBadge up={allUp} label={formatMessage(allUp ? m.operational : m.degraded)} />
            <Heading as="h2" size="lg">
              {formatMessage(allUp ? m.allUp : m.someDown)}
            </Heading>
          </Flex>
          <HStack gap="6" wrap="wrap" color="fg.muted" textStyle="sm">
            <Text>
              {formatMessage(m.version, {
                version: health.version,
                mono: (chunks: ReactNode[]) => (
                  <Text as="span" fontFamily="mono" color="fg" data-testid="app-version">
                    {chunks}
                  </Text>
                ),
              })}
            </Text>
            {!Number.isNaN(checkedAt.getTime()) && (
              <Text>
                {formatMessage(m.checkedAt, {
                  time: formatTime(checkedAt, { timeStyle: 'medium' }),
                  when: (chunks: ReactNode[]) => <time dateTime={health.time}>{chunks}</time>,
                })}
              </Text>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>

      <Heading as="h2" size="lg" mt="2">
        {formatMessage(m.services)}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {serviceOrder.map((name) => {
          const service = health.services[name];
          const up = service.status === 'up';
          return (
            <Card.Root as="li" key={name} variant="outline" data-testid={`service-${name}`}>
              <Card.Body py="4">
                <Flex gap="3" align="center" justify="space-between">
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="semibold">{formatMessage(serviceLabels[name].name)}</Text>
                    <Text textStyle="sm" color="fg.muted">
                      {formatMessage(serviceLabels[name].description)}
                    </Text>
                  </Stack>
                  <HStack gap="3" flexShrink="0">
                    <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {formatMessage(m.latency, { ms: service.latencyMs })}
                    </Text>
                    <StatusBadge up={up} label={formatMessage(up ? m.up : m.down)} />
                  </HStack>
                </Flex>
                {!up && service.message && (
                  <Text textStyle="sm" color="fg.error" mt="2">
                    {service.message}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Colour plus a word and a symbol, so the state never rests on colour alone. */
function StatusBadge({ up, label }: { up: boolean; label: string }) {
  return (
    <Badge size="lg" variant="subtle" colorPalette={up ? 'green' : 'red'} gap="1.5">
      <Box as="span" aria-hidden="true">
        {up ? '●' : '▲'}
      </Box>
      <span>{label}</span>
    </Badge>
  );
}
