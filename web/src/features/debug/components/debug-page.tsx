import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form-field';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { decodeToken } from '../../../lib/jwt';

type TestResult =
  { ok: true; body: unknown } | { ok: false; status: number; errorType: string; message: string };

/** /debug: the current user state, and a test of POST /api/auth/resend-verification. */
export function DebugPage() {
  const auth = useAuth();
  const claims = auth.token ? decodeToken(auth.token) : undefined;
  const rows: [string, string][] = [
    ['loading', String(auth.loading)],
    ['isAuthenticated', String(auth.isAuthenticated)],
    ['isEmailVerified', String(auth.isEmailVerified)],
    ['token stored', auth.token ? 'yes' : 'no'],
    ['token expires', claims ? new Date(claims.exp * 1000).toLocaleString() : '—'],
    ['refreshTrigger', String(auth.refreshTrigger)],
  ];
  return (
    <Stack gap="6">
      <title>Debug · Candor</title>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Debug
        </Heading>
        <Text color="fg.muted">
          The session as this browser sees it, and a verification e-mail test.
        </Text>
      </Stack>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="lg">
              Current user state
            </Heading>
            <Button
              size="lg"
              variant="outline"
              disabled={!auth.token}
              onClick={() => void auth.refresh().catch(() => undefined)}
            >
              Reload user
            </Button>
          </HStack>
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="6" rowGap="2">
            {rows.map(([name, value]) => (
              <Box key={name} display="contents">
                <Text as="dt" color="fg.muted" fontFamily="mono" textStyle="sm">
                  {name}
                </Text>
                <Text as="dd" fontFamily="mono" textStyle="sm" data-testid={`debug-${name}`}>
                  {value}
                </Text>
              </Box>
            ))}
          </Box>
          <Heading as="h3" size="md">
            user
          </Heading>
          <JsonBlock value={auth.user} label="Current user" />
        </Card.Body>
      </Card.Root>
      <ResendTest defaultEmail={auth.user?.email ?? ''} />
    </Stack>
  );
}

function ResendTest({ defaultEmail }: { defaultEmail: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const body = await apiRequest('ResendVerification', { body: { email: email.trim() } });
      setResult({ ok: true, body });
    } catch (error) {
      setResult(
        isApiError(error)
          ? { ok: false, status: error.status, errorType: error.errorType, message: error.message }
          : { ok: false, status: 0, errorType: 'unknown_error', message: String(error) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Resend verification test
        </Heading>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <HStack>
              <Button
                type="submit"
                size="lg"
                colorPalette="blue"
                loading={busy}
                loadingText="Sending..."
                disabled={!email.trim()}
              >
                Send Verification Email
              </Button>
            </HStack>
          </Stack>
        </form>
        <Box aria-live="polite">
          {result && (
            <Stack gap="2">
              <HStack>
                <Badge colorPalette={result.ok ? 'green' : 'red'} size="lg">
                  {result.ok ? 'Sent' : `Failed (${result.status || 'no response'})`}
                </Badge>
              </HStack>
              <JsonBlock value={result.ok ? result.body : result} label="Response" />
            </Stack>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <Box
      as="pre"
      aria-label={label}
      tabIndex={0}
      bg="bg.subtle"
      borderRadius="l2"
      p="3"
      fontSize="sm"
      overflowX="auto"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}
