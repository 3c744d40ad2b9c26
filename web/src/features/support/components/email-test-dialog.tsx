import {
  Alert,
  Box,
  Button,
  CloseButton,
  Code,
  Dialog,
  Flex,
  Heading,
  Link,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { EmailConfig } from '#shared/api/emails';
import { TextField } from '../../../components/form-field';
import { ResendVerificationButton } from '../../../components/resend-verification-button';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useEmailConfig } from '../api/use-email-config';
import { sendTestEmail, testEmailConnection } from '../api/use-email-test';
import { EMAIL_TEST_MESSAGES, testAddressProblem } from '../support-content';

interface EmailTestDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What the last test said: the result panel. */
type TestResult =
  | { kind: 'success'; title: string; message: string; id?: string }
  | { kind: 'failure'; title: string; message: string; raw: string };

/**
 * The e-mail test modal: the configuration in use, Test Connection, a test address with Send
 * Test Email, the result (success, or the server's error and the raw data) and troubleshooting
 * tips for SES and, when it is in use, the local mailbox.
 */
export function EmailTestDialog({ open, onClose }: EmailTestDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="email-test-dialog">
            <Dialog.Header pe="14">
              <Stack gap="1">
                <Dialog.Title>Test Email Service</Dialog.Title>
                <Dialog.Description color="fg.muted">
                  Check the mail service and send a test e-mail.
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <EmailTestBody />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="lg" variant="outline">
                  Close
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EmailTestBody() {
  const { user } = useAuth();
  const config = useEmailConfig();
  const [address, setAddress] = useState(user?.email ?? '');
  const [addressError, setAddressError] = useState<string>();
  const [busy, setBusy] = useState<'connection' | 'send' | null>(null);
  const [result, setResult] = useState<TestResult | null>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const verified = user?.emailVerified ?? false;

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const testConnection = async () => {
    if (busy) return;
    setBusy('connection');
    setResult(null);
    try {
      const answer = await testEmailConnection();
      toast.success(EMAIL_TEST_MESSAGES.connectionOk);
      setResult({
        kind: 'success',
        title: EMAIL_TEST_MESSAGES.connectionOk,
        message: answer.message,
        ...(answer.messageId ? { id: answer.messageId } : {}),
      });
    } catch (error) {
      setResult(failure(error, EMAIL_TEST_MESSAGES.connectionFailed));
    } finally {
      setBusy(null);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = testAddressProblem(address);
    if (problem) {
      setAddressError(problem);
      addressRef.current?.focus();
      return;
    }
    setAddressError(undefined);
    setBusy('send');
    setResult(null);
    try {
      const answer = await sendTestEmail(address.trim());
      toast.success(`Sent to ${answer.to}`, { title: EMAIL_TEST_MESSAGES.sent });
      setResult({
        kind: 'success',
        title: EMAIL_TEST_MESSAGES.sent,
        message: `Sent to ${answer.to}. It may take a minute to arrive; check the spam folder too.`,
        id: answer.messageId,
      });
    } catch (error) {
      const fieldProblem = isApiError(error) ? error.fields?.email : undefined;
      if (fieldProblem) {
        setAddressError(fieldProblem);
        addressRef.current?.focus();
      }
      setResult(failure(error, EMAIL_TEST_MESSAGES.sendFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="email-config-heading">
        <Heading as="h3" size="md" mb="3" id="email-config-heading">
          Current configuration
        </Heading>
        {config.data ? (
          <ConfigList config={config.data} />
        ) : config.error ? (
          <Alert.Root status="error" alignItems="center" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Content flex="1" minW="40">
              <Alert.Title>{EMAIL_TEST_MESSAGES.configFailed}</Alert.Title>
              <Alert.Description>
                {describeError(config.error, EMAIL_TEST_MESSAGES.configFailed).message}
              </Alert.Description>
            </Alert.Content>
            <Button
              size="lg"
              variant="outline"
              loading={config.isValidating}
              onClick={() => void config.mutate()}
            >
              Retry
            </Button>
          </Alert.Root>
        ) : (
          <Stack gap="2" role="status" aria-busy="true" aria-label="Loading the configuration">
            <Skeleton height="5" />
            <Skeleton height="5" />
            <Skeleton height="5" width="70%" />
          </Stack>
        )}
      </Box>

      <Flex gap="3" wrap="wrap" align="center">
        <Button
          size="lg"
          variant="outline"
          colorPalette="blue"
          loading={busy === 'connection'}
          loadingText="Testing..."
          disabled={busy === 'send'}
          onClick={() => void testConnection()}
        >
          Test Connection
        </Button>
        <Text textStyle="sm" color="fg.muted" flex="1" minW="48">
          Asks the mail service whether sending is enabled and how much of today’s quota is left.
        </Text>
      </Flex>

      <form onSubmit={(e) => void send(e)} noValidate aria-labelledby="send-test-heading">
        <Stack gap="3">
          <Heading as="h3" size="md" id="send-test-heading">
            Send a test e-mail
          </Heading>
          {!verified && user && (
            <Alert.Root status="warning" flexWrap="wrap">
              <Alert.Indicator />
              <Alert.Content flex="1" minW="48">
                <Alert.Title>Verify your email address first</Alert.Title>
                <Alert.Description>
                  Test e-mails can be sent from verified accounts only. Use the link we sent to{' '}
                  {user.email}, or send a new one.
                </Alert.Description>
              </Alert.Content>
              <ResendVerificationButton email={user.email} size="md" variant="outline" />
            </Alert.Root>
          )}
          <TextField
            ref={addressRef}
            label="Test email address"
            type="email"
            autoComplete="email"
            required
            value={address}
            error={addressError}
            hint="Up to 5 test e-mails an hour. The e-mail says when it was sent, in your time zone."
            onChange={(event) => {
              setAddress(event.target.value);
              if (addressError) setAddressError(undefined);
            }}
          />
          <Box>
            <Button
              type="submit"
              size="lg"
              colorPalette="blue"
              loading={busy === 'send'}
              loadingText="Sending..."
              disabled={busy === 'connection' || !verified}
            >
              Send Test Email
            </Button>
          </Box>
        </Stack>
      </form>

      <Box aria-live="polite">
        {result && (
          <ResultPanel result={result} focusRef={resultRef} onDone={() => setResult(null)} />
        )}
      </Box>

      <Tips config={config.data} />
    </Stack>
  );
}

/** The failure panel's content, and its toast: the server's error, with the raw data. */
function failure(error: unknown, title: string): TestResult {
  const described = describeError(error, title);
  toast.failure(described);
  const raw = isApiError(error)
    ? {
        status: error.status,
        errorType: error.errorType,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      }
    : { error: error instanceof Error ? error.message : String(error) };
  return {
    kind: 'failure',
    title,
    message: described.message === title ? 'No reason was given.' : described.message,
    raw: JSON.stringify(raw, null, 2),
  };
}

function ConfigList({ config }: { config: EmailConfig }) {
  const credentials = config.hasUser && config.hasPassword ? 'Configured' : 'Missing';
  const rows: [string, string][] = [
    ['Service', config.service],
    ['Host', config.host],
    ['Port', String(config.port)],
    ['From', config.from],
    ['Secure', config.secure ? 'Yes' : 'No'],
    ['Credentials', credentials],
  ];
  return (
    <SimpleGrid
      as="dl"
      columns={{ base: 1, sm: 2 }}
      columnGap="4"
      rowGap={{ base: '0', sm: '2' }}
      templateColumns={{ sm: 'max-content 1fr' }}
      data-testid="email-config"
    >
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          <Text as="dd" wordBreak="break-all" mb={{ base: '2', sm: '0' }}>
            {label === 'Credentials' ? (
              <Text as="span" color={credentials === 'Configured' ? 'fg' : 'fg.error'}>
                {value}
              </Text>
            ) : (
              value
            )}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ResultPanel({
  result,
  focusRef,
  onDone,
}: {
  result: TestResult;
  focusRef: RefObject<HTMLDivElement | null>;
  onDone: () => void;
}) {
  return (
    <Alert.Root
      status={result.kind === 'success' ? 'success' : 'error'}
      ref={focusRef}
      tabIndex={-1}
      outline="none"
      data-testid="email-test-result"
    >
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0">
        <Alert.Title>{result.title}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>{result.message}</Text>
            {result.kind === 'success' && result.id && (
              <Text textStyle="sm">
                Message ID: <Code wordBreak="break-all">{result.id}</Code>
              </Text>
            )}
            {result.kind === 'failure' && (
              <details>
                <summary style={{ cursor: 'pointer' }}>Raw data</summary>
                <Code as="pre" display="block" whiteSpace="pre-wrap" p="2" mt="2" textStyle="xs">
                  {result.raw}
                </Code>
              </details>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss the result" onClick={onDone} />
    </Alert.Root>
  );
}

function Tips({ config }: { config: EmailConfig | undefined }) {
  const local = config?.service === 'Local SES stand-in';
  return (
    <Box as="section" aria-labelledby="email-tips-heading" borderTopWidth="1px" pt="5">
      <Heading as="h3" size="md" mb="3" id="email-tips-heading">
        Troubleshooting tips
      </Heading>
      <Stack as="ul" gap="2" ps="5" listStyleType="disc">
        {local && (
          <>
            <li>
              This copy of Candor runs on one machine: nothing leaves it. Every e-mail lands in the{' '}
              <Link href="/dev/mail" colorPalette="blue" target="_blank" rel="noreferrer">
                local mailbox
              </Link>
              , with its links and HTML view.
            </li>
            <li>
              Addresses ending in <Code>.invalid</Code> are refused, the way SES’s sandbox refuses
              unverified ones, so you can see what a failed delivery looks like.
            </li>
          </>
        )}
        <li>
          The sender’s address or domain must be a verified identity in Amazon SES, in the same
          region as the app; until it is, nothing can be sent.
        </li>
        <li>
          While the SES account is in the sandbox, e-mail goes only to verified addresses, and at
          most 200 a day. Request production access in the SES console to reach everyone.
        </li>
        <li>
          An address that bounced or complained is put on SES’s suppression list and gets nothing
          until it is removed from the list. Check the address for typos.
        </li>
        <li>
          Delivered but not in the inbox? Look in the spam or junk folder, and ask the recipient’s
          IT team to allow the sender’s domain.
        </li>
      </Stack>
    </Box>
  );
}
