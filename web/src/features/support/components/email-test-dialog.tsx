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
import { useAppIntl } from '../../../i18n/intl';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useEmailConfig } from '../api/use-email-config';
import { sendTestEmail, testEmailConnection } from '../api/use-email-test';
import { supportMessages as m } from '../messages';
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
  const { formatMessage } = useAppIntl();
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
                <Dialog.Title>{formatMessage(m.emailTestHeading)}</Dialog.Title>
                <Dialog.Description color="fg.muted">
                  {formatMessage(m.dialogText)}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <EmailTestBody />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="lg" variant="outline">
                  {formatMessage(m.close)}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" aria-label={formatMessage(m.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EmailTestBody() {
  const { user } = useAuth();
  const { formatMessage } = useAppIntl();
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
      toast.success(formatMessage(EMAIL_TEST_MESSAGES.connectionOk));
      setResult({
        kind: 'success',
        title: formatMessage(EMAIL_TEST_MESSAGES.connectionOk),
        message: answer.message,
        ...(answer.messageId ? { id: answer.messageId } : {}),
      });
    } catch (error) {
      setResult(
        failure(
          error,
          formatMessage(EMAIL_TEST_MESSAGES.connectionFailed),
          formatMessage(m.noReason),
        ),
      );
    } finally {
      setBusy(null);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = testAddressProblem(address);
    if (problem) {
      setAddressError(formatMessage(problem));
      addressRef.current?.focus();
      return;
    }
    setAddressError(undefined);
    setBusy('send');
    setResult(null);
    try {
      const answer = await sendTestEmail(address.trim());
      toast.success(formatMessage(m.sentTo, { to: answer.to }), {
        title: formatMessage(EMAIL_TEST_MESSAGES.sent),
      });
      setResult({
        kind: 'success',
        title: formatMessage(EMAIL_TEST_MESSAGES.sent),
        message: formatMessage(m.sentToText, { to: answer.to }),
        id: answer.messageId,
      });
    } catch (error) {
      const fieldProblem = isApiError(error) ? error.fields?.email : undefined;
      if (fieldProblem) {
        setAddressError(fieldProblem);
        addressRef.current?.focus();
      }
      setResult(
        failure(error, formatMessage(EMAIL_TEST_MESSAGES.sendFailed), formatMessage(m.noReason)),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="email-config-heading">
        <Heading as="h3" size="md" mb="3" id="email-config-heading">
          {formatMessage(m.configHeading)}
        </Heading>
        {config.data ? (
          <ConfigList config={config.data} />
        ) : config.error ? (
          <Alert.Root status="error" alignItems="center" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Content flex="1" minW="40">
              <Alert.Title>{formatMessage(EMAIL_TEST_MESSAGES.configFailed)}</Alert.Title>
              <Alert.Description>
                {
                  describeError(config.error, formatMessage(EMAIL_TEST_MESSAGES.configFailed))
                    .message
                }
              </Alert.Description>
            </Alert.Content>
            <Button
              size="lg"
              variant="outline"
              loading={config.isValidating}
              onClick={() => void config.mutate()}
            >
              {formatMessage(m.retry)}
            </Button>
          </Alert.Root>
        ) : (
          <Stack gap="2" role="status" aria-busy="true" aria-label={formatMessage(m.configLoading)}>
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
          loadingText={formatMessage(m.testing)}
          disabled={busy === 'send'}
          onClick={() => void testConnection()}
        >
          {formatMessage(m.testConnection)}
        </Button>
        <Text textStyle="sm" color="fg.muted" flex="1" minW="48">
          {formatMessage(m.testConnectionText)}
        </Text>
      </Flex>

      <form onSubmit={(e) => void send(e)} noValidate aria-labelledby="send-test-heading">
        <Stack gap="3">
          <Heading as="h3" size="md" id="send-test-heading">
            {formatMessage(m.sendHeading)}
          </Heading>
          {!verified && user && (
            <Alert.Root status="warning" flexWrap="wrap">
              <Alert.Indicator />
              <Alert.Content flex="1" minW="48">
                <Alert.Title>{formatMessage(m.verifyTitle)}</Alert.Title>
                <Alert.Description>
                  {formatMessage(m.verifyText, { email: user.email })}
                </Alert.Description>
              </Alert.Content>
              <ResendVerificationButton email={user.email} size="md" variant="outline" />
            </Alert.Root>
          )}
          <TextField
            ref={addressRef}
            label={formatMessage(m.addressLabel)}
            type="email"
            autoComplete="email"
            required
            value={address}
            error={addressError}
            hint={formatMessage(m.addressHint)}
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
              loadingText={formatMessage(m.sending)}
              disabled={busy === 'connection' || !verified}
            >
              {formatMessage(m.sendButton)}
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
function failure(error: unknown, title: string, noReason: string): TestResult {
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
    message: described.message === title ? noReason : described.message,
    raw: JSON.stringify(raw, null, 2),
  };
}

function ConfigList({ config }: { config: EmailConfig }) {
  const { formatMessage, formatNumber } = useAppIntl();
  const configured = config.hasUser && config.hasPassword;
  const credentials = formatMessage(configured ? m.configured : m.missing);
  const credentialsLabel = formatMessage(m.configCredentials);
  const rows: [string, string][] = [
    [formatMessage(m.configService), config.service],
    [formatMessage(m.configHost), config.host],
    [formatMessage(m.configPort), formatNumber(config.port, { useGrouping: false })],
    [formatMessage(m.configFrom), config.from],
    [formatMessage(m.configSecure), formatMessage(config.secure ? m.yes : m.no)],
    [credentialsLabel, credentials],
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
            {label === credentialsLabel ? (
              <Text as="span" color={configured ? 'fg' : 'fg.error'}>
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
  const { formatMessage } = useAppIntl();
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
                {formatMessage(m.messageId, {
                  id: <Code wordBreak="break-all">{result.id}</Code>,
                })}
              </Text>
            )}
            {result.kind === 'failure' && (
              <details>
                <summary style={{ cursor: 'pointer' }}>{formatMessage(m.rawData)}</summary>
                <Code as="pre" display="block" whiteSpace="pre-wrap" p="2" mt="2" textStyle="xs">
                  {result.raw}
                </Code>
              </details>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={formatMessage(m.dismissResult)} onClick={onDone} />
    </Alert.Root>
  );
}

/** The top-level domain the local mail stand-in refuses (an address, not text). */
const refusedDomain = '.invalid';

function Tips({ config }: { config: EmailConfig | undefined }) {
  const local = config?.service === 'Local SES stand-in';
  const { formatMessage } = useAppIntl();
  return (
    <Box as="section" aria-labelledby="email-tips-heading" borderTopWidth="1px" pt="5">
      <Heading as="h3" size="md" mb="3" id="email-tips-heading">
        {formatMessage(m.tipsHeading)}
      </Heading>
      <Stack as="ul" gap="2" ps="5" listStyleType="disc">
        {local && (
          <>
            <li>
              {formatMessage(m.tipLocalMailbox, {
                link: (chunks) => (
                  <Link href="/dev/mail" colorPalette="blue" target="_blank" rel="noreferrer">
                    {chunks}
                  </Link>
                ),
              })}
            </li>
            <li>{formatMessage(m.tipInvalid, { invalid: <Code>{refusedDomain}</Code> })}</li>
          </>
        )}
        <li>{formatMessage(m.tipIdentity)}</li>
        <li>{formatMessage(m.tipSandbox)}</li>
        <li>{formatMessage(m.tipSuppression)}</li>
        <li>{formatMessage(m.tipSpam)}</li>
      </Stack>
    </Box>
  );
}
