import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Banner } from '../../../components/banner';
import { errorCatalogue, type ErrorObject } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';

/** The error types the page demonstrates (spec 2 §2, Developer pages). */
export const demoErrorTypes = [
  'duplicate_email',
  'password_mismatch',
  'weak_password',
  'network_error',
  'server_error',
  'timeout',
] as const;

/** The test page's toasts stay 8 s (spec 2 §9). */
const TEST_TOAST_MS = 8_000;

function errorObjectFor(errorType: string): ErrorObject {
  const entry = errorCatalogue[errorType] ?? {};
  return {
    errorType,
    message: entry.message ?? 'Something went wrong',
    ...(entry.details ? { details: entry.details } : {}),
    action: entry.action ?? 'Please try again.',
  };
}

/** /error-test: each error object shown as a toast and as an inline error. */
export function ErrorTestPage() {
  const [inline, setInline] = useState<ErrorObject | null>(null);
  return (
    <Stack gap="6">
      <title>Error test · Candor</title>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Error test
        </Heading>
        <Text color="fg.muted">
          Each error the app can report, with its message, details and suggested action, shown as a
          toast or inline.
        </Text>
      </Stack>
      {inline && (
        <Banner
          key={inline.errorType}
          type="error"
          message={inline.message}
          error={inline}
          duration={0}
          onClose={() => setInline(null)}
        />
      )}
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" p="0" m="0">
        {demoErrorTypes.map((errorType) => {
          const error = errorObjectFor(errorType);
          return (
            <Box
              as="li"
              key={errorType}
              borderWidth="1px"
              borderRadius="l3"
              p="4"
              bg="bg.panel"
              data-testid={`error-${errorType}`}
            >
              <Text fontFamily="mono" textStyle="sm" color="fg.muted">
                {errorType}
              </Text>
              <Heading as="h2" size="md">
                {error.message}
              </Heading>
              <Text>{error.details}</Text>
              <Text color="fg.muted">{error.action}</Text>
              <Flex gap="2" mt="3" wrap="wrap">
                <Button
                  size="lg"
                  variant="outline"
                  onClick={() => toast.error(error.message, { error, duration: TEST_TOAST_MS })}
                >
                  Show toast
                </Button>
                <Button size="lg" variant="outline" onClick={() => setInline(error)}>
                  Show inline
                </Button>
              </Flex>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
