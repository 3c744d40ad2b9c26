import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  Heading,
  HStack,
  Link,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CHECKLIST_STEPS, type GettingStarted } from '../../../../../shared/src/api/dashboard';
import { createTeamBody } from '../../../../../shared/src/api/teams';
import { BUILT_IN_TEMPLATES } from '../../../../../shared/src/domain/survey-templates';
import { TextareaField, TextField } from '../../../components/form-field';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { preferredTimeZone } from '../../../lib/time-zone';
import {
  QUICK_START_TEMPLATE,
  quickStartTemplate,
  useQuickStart,
  type QuickStartOutcome,
} from '../api/use-quick-start';
import { checklistItems, stepsDone } from '../checklist';

/**
 * The getting-started checklist (decision 0048): five steps with their state, progress, and each
 * open step's one action. Until there is a team, its first step holds the form that makes the
 * team, adds its people and sends them a first survey in one go.
 */
export function GettingStartedCard({ state }: { state: GettingStarted }) {
  const items = checklistItems(state);
  const done = stepsDone(state);
  const total = CHECKLIST_STEPS.length;
  const next = items.find((item) => !item.done)?.step;
  const [outcome, setOutcome] = useState<QuickStartOutcome>();

  return (
    <Card.Root
      as="section"
      aria-labelledby="getting-started-heading"
      variant="outline"
      borderColor="blue.muted"
      borderWidth="2px"
      data-testid="getting-started"
    >
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" size="xl" id="getting-started-heading">
            Get started
          </Heading>
          <Text fontWeight="semibold" color="fg.muted" data-testid="checklist-progress">
            {done} of {total} done
          </Text>
        </Flex>
        <Box
          role="progressbar"
          aria-label="Getting started"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={`${done} of ${total} steps done`}
          height="2"
          borderRadius="full"
          bg="bg.emphasized"
          overflow="hidden"
        >
          <Box height="full" width={`${(done / total) * 100}%`} bg="blue.solid" />
        </Box>
        {outcome && <QuickStartReport outcome={outcome} />}
        <Stack as="ol" listStyleType="none" ps="0" gap="0" aria-label="Getting started steps">
          {items.map((item, index) => (
            <Box
              as="li"
              key={item.step}
              data-testid={`step-${item.step}`}
              data-done={item.done}
              py="3"
              borderTopWidth={index === 0 ? '0' : '1px'}
            >
              <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} wrap="wrap">
                <StepMark done={item.done} number={index + 1} />
                <Stack gap="0" flex="1" minW="12rem">
                  <Text
                    fontWeight="semibold"
                    color={item.done ? 'fg.muted' : 'fg'}
                    textDecoration={item.done ? 'line-through' : undefined}
                  >
                    {item.label}
                    <VisuallyHidden>{item.done ? ': done' : ': not done yet'}</VisuallyHidden>
                  </Text>
                  {!item.done && (
                    <Text textStyle="sm" color="fg.muted">
                      {item.hint}
                    </Text>
                  )}
                </Stack>
                {item.step === next && (
                  <Badge colorPalette="blue" variant="subtle" size="lg">
                    Next
                  </Badge>
                )}
                {!item.done && item.action && (
                  <Button
                    asChild
                    size="lg"
                    variant={item.step === next ? 'solid' : 'outline'}
                    colorPalette={item.step === next ? 'blue' : undefined}
                  >
                    <RouterLink to={item.action.to}>{item.action.label}</RouterLink>
                  </Button>
                )}
              </Flex>
              {item.step === 'team' && !item.done && <QuickStartForm onDone={setOutcome} />}
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function StepMark({ done, number }: { done: boolean; number: number }) {
  return (
    <Flex
      aria-hidden="true"
      flexShrink="0"
      boxSize="8"
      borderRadius="full"
      align="center"
      justify="center"
      fontWeight="bold"
      bg={done ? 'green.solid' : 'bg.emphasized'}
      color={done ? 'green.contrast' : 'fg'}
    >
      {done ? (
        <svg
          viewBox="0 0 24 24"
          width="1.1em"
          height="1.1em"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : (
        number
      )}
    </Flex>
  );
}

/**
 * The team, its people and a first survey sent to them, from one form: the shortest way from a
 * new account to a survey in people's inboxes. Every part is optional past the team's name.
 */
function QuickStartForm({ onDone }: { onDone: (outcome: QuickStartOutcome) => void }) {
  const { user, isEmailVerified } = useAuth();
  const quickStart = useQuickStart();
  const nameRef = useRef<HTMLInputElement>(null);
  const [teamName, setTeamName] = useState('');
  const [people, setPeople] = useState('');
  const [send, setSend] = useState(true);
  const [templateId, setTemplateId] = useState(QUICK_START_TEMPLATE);
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const template = quickStartTemplate(templateId);
  const sending = send && people.trim() !== '' && isEmailVerified;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = createTeamBody.safeParse({ name: teamName, description: '' });
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? 'Team name is required');
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      onDone(
        await quickStart(
          { teamName, people, send: send && isEmailVerified, templateId },
          preferredTimeZone(user),
        ),
      );
    } catch (error) {
      setFailure(describeError(error, 'Failed to create team').message);
    } finally {
      setBusy(false);
    }
  };

  const buttonLabel = sending
    ? 'Create team and send survey'
    : people.trim()
      ? 'Create team and add people'
      : 'Create team';

  return (
    <Box
      asChild
      mt="3"
      ms={{ md: '11' }}
      p={{ base: '3', md: '4' }}
      borderRadius="l2"
      bg="bg.subtle"
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create your team">
        <Stack gap="4">
          <TextField
            ref={nameRef}
            label="Team name"
            required
            value={teamName}
            error={nameError}
            autoComplete="off"
            placeholder="e.g. Platform team"
            onChange={(event) => {
              setTeamName(event.currentTarget.value);
              setNameError(undefined);
            }}
          />
          <TextareaField
            label="People (optional)"
            hint="One person a line: a name and an e-mail address, or just the address. You can add more later."
            value={people}
            rows={4}
            placeholder={'Ada Lovelace <ada@example.com>\nalan@example.com'}
            onChange={(event) => setPeople(event.currentTarget.value)}
          />
          <Stack gap="2">
            <Checkbox.Root
              checked={send}
              onCheckedChange={(change) => setSend(change.checked === true)}
              size="lg"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Send them a first survey now</Checkbox.Label>
            </Checkbox.Root>
            {send && isEmailVerified && (
              <Field.Root ps={{ md: '8' }}>
                <Field.Label>Survey</Field.Label>
                <NativeSelect.Root size="lg" maxW="sm">
                  <NativeSelect.Field
                    value={templateId}
                    onChange={(event) => setTemplateId(event.currentTarget.value)}
                  >
                    {BUILT_IN_TEMPLATES.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText>
                  {template.questions.length} questions, answered anonymously: results show once 3
                  people have answered. Each person gets a personal link by e-mail.
                </Field.HelperText>
              </Field.Root>
            )}
            {send && !isEmailVerified && (
              <Text textStyle="sm" color="fg.warning" ps={{ md: '8' }}>
                Verify your e-mail address first to send: the link is in your inbox. Your team and
                its people are kept.
              </Text>
            )}
          </Stack>
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <HStack>
            <Button
              type="submit"
              size="lg"
              colorPalette="blue"
              loading={busy}
              loadingText="Setting up..."
            >
              {buttonLabel}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}

/** What the quick start did, and what it could not, in words; the checklist shows the rest. */
function QuickStartReport({ outcome }: { outcome: QuickStartOutcome }) {
  const { team, added, notAdded, survey, sentTo, failed } = outcome;
  const parts = [`${team.name} is created`];
  if (added.length > 0)
    parts.push(`${added.length} ${added.length === 1 ? 'person' : 'people'} added`);
  if (survey && sentTo !== undefined) {
    parts.push(`${survey.title} is on its way to ${sentTo} ${sentTo === 1 ? 'person' : 'people'}`);
  }
  const failedStep = failed
    ? {
        people: 'The people could not be added',
        survey: 'The survey could not be created',
        send: 'The survey could not be sent',
      }[failed.step]
    : null;
  return (
    <Alert.Root
      status={failed ? 'warning' : 'success'}
      role="status"
      data-testid="quick-start-report"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{parts.join(', ')}.</Alert.Title>
        {failed && failedStep && (
          <Alert.Description>
            {failedStep}: {describeError(failed.error, failedStep).message} Everything before it is
            saved; the steps below take it from there.
          </Alert.Description>
        )}
        {notAdded.length > 0 && (
          <Alert.Description>
            Not added:{' '}
            {notAdded.map((r) => `${r.email || r.name} (${r.reason ?? r.status})`).join(', ')}.{' '}
            <Link asChild color="blue.fg">
              <RouterLink to={paths.team.getHref(team.id)}>Open {team.name}</RouterLink>
            </Link>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
