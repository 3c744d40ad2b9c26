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
import type { ApiError } from '../../../lib/api-client';
import { useHealth } from '../api/use-health';

const serviceLabels: Record<ServiceName, { name: string; description: string }> = {
  table: { name: 'Database', description: 'Teams, surveys and responses' },
  files: { name: 'File storage', description: 'Logos and avatars' },
  mail: { name: 'Mail', description: 'Invitations and reminders' },
};

const serviceOrder: readonly ServiceName[] = ['table', 'files', 'mail'];

/** System status: the app version and whether the table, file store and mail service answer. */
export function StatusPage() {
  const { data, error, isLoading, isValidating, mutate } = useHealth();
  return (
    <Stack gap="6">
      <title>System status · Candor</title>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          System status
        </Heading>
        <Text color="fg.muted">Whether Candor and the services it relies on are answering.</Text>
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
  return (
    <Stack gap="4" aria-busy={busy} data-testid="status-loading">
      <VisuallyHidden role="status">Loading system status…</VisuallyHidden>
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
  return (
    <Alert.Root status="error" borderRadius="l3" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Could not load the system status</Alert.Title>
        <Alert.Description>{error.message}</Alert.Description>
        <Box>
          <Button
            size="lg"
            variant="outline"
            colorPalette="red"
            bg="bg.panel"
            onClick={onRetry}
            loading={retrying}
            loadingText="Retrying…"
          >
            Retry
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

function HealthReport({ health }: { health: HealthResponse }) {
  const allUp = health.status === 'ok';
  const checkedAt = new Date(health.time);
  return (
    <Stack gap="4">
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Flex gap="3" align="center" wrap="wrap">
            <StatusBadge up={allUp} label={allUp ? 'Operational' : 'Degraded'} />
            <Heading as="h2" size="lg">
              {allUp ? 'All systems operational' : 'Some services are not answering'}
            </Heading>
          </Flex>
          <HStack gap="6" wrap="wrap" color="fg.muted" textStyle="sm">
            <Text>
              Version{' '}
              <Text as="span" fontFamily="mono" color="fg" data-testid="app-version">
                {health.version}
              </Text>
            </Text>
            {!Number.isNaN(checkedAt.getTime()) && (
              <Text>
                Checked at <time dateTime={health.time}>{checkedAt.toLocaleTimeString()}</time>
              </Text>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>

      <Heading as="h2" size="lg" mt="2">
        Services
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
                    <Text fontWeight="semibold">{serviceLabels[name].name}</Text>
                    <Text textStyle="sm" color="fg.muted">
                      {serviceLabels[name].description}
                    </Text>
                  </Stack>
                  <HStack gap="3" flexShrink="0">
                    <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {service.latencyMs} ms
                    </Text>
                    <StatusBadge up={up} label={up ? 'Up' : 'Down'} />
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
