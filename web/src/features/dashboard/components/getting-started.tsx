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
import { CHECKLIST_STEPS, type GettingStarted } from '#shared/api/dashboard';
import { createTeamBody } from '#shared/api/teams';
import { BUILT_IN_TEMPLATES } from '#shared/domain/survey-templates';
import { TextareaField, TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
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
import { dashboardMessages as m } from '../messages';

/**
 * The getting-started checklist (decision 0048): five steps with their state, progress, and each
 * open step's one action. Until there is a team, its first step holds the form that makes the
 * team, adds its people and sends them a first survey in one go.
 */
export function GettingStartedCard({ state }: { state: GettingStarted }) {
  const { formatMessage } = useAppIntl();
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
            {formatMessage(m.getStarted)}
          </Heading>
          <Text fontWeight="semibold" color="fg.muted" data-testid="checklist-progress">
            {formatMessage(m.progress, { done, total })}
          </Text>
        </Flex>
        <Box
          role="progressbar"
          aria-label={formatMessage(m.progressLabel)}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={formatMessage(m.progressValue, { done, total })}
          height="2"
          borderRadius="full"
          bg="bg.emphasized"
          overflow="hidden"
        >
          <Box height="full" width={`${(done / total) * 100}%`} bg="blue.solid" />
        </Box>
        {outcome && <QuickStartReport outcome={outcome} />}
        <Stack as="ol" listStyleType="none" ps="0" gap="0" aria-label={formatMessage(m.stepsLabel)}>
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
                    {formatMessage(item.label)}
                    <VisuallyHidden>
                      {formatMessage(item.done ? m.stepDone : m.stepNotDone)}
                    </VisuallyHidden>
                  </Text>
                  {!item.done && (
                    <Text textStyle="sm" color="fg.muted">
                      {formatMessage(item.hint)}
                    </Text>
                  )}
                </Stack>
                {item.step === next && (
                  <Badge colorPalette="blue" variant="subtle" size="lg">
                    {formatMessage(m.next)}
                  </Badge>
                )}
                {!item.done && item.action && (
                  <Button
                    asChild
                    size="lg"
                    variant={item.step === next ? 'solid' : 'outline'}
                    colorPalette={item.step === next ? 'blue' : undefined}
                  >
                    <RouterLink to={item.action.to}>
                      {formatMessage(item.action.label.message, item.action.label.values)}
                    </RouterLink>
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
  const { formatMessage } = useAppIntl();
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
      setNameError(checked.error.issues[0]?.message ?? formatMessage(m.teamNameRequired));
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
      setFailure(describeError(error, formatMessage(m.createTeamFailed)).message);
    } finally {
      setBusy(false);
    }
  };

  const buttonLabel = formatMessage(
    sending ? m.createAndSend : people.trim() ? m.createAndAdd : m.createOnly,
  );

  return (
    <Box
      asChild
      mt="3"
      ms={{ md: '11' }}
      p={{ base: '3', md: '4' }}
      borderRadius="l2"
      bg="bg.subtle"
    >
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={formatMessage(m.formLabel)}
      >
        <Stack gap="4">
          <TextField
            ref={nameRef}
            label={formatMessage(m.teamName)}
            required
            value={teamName}
            error={nameError}
            autoComplete="off"
            placeholder={formatMessage(m.teamNamePlaceholder)}
            onChange={(event) => {
              setTeamName(event.currentTarget.value);
              setNameError(undefined);
            }}
          />
          <TextareaField
            label={formatMessage(m.people)}
            hint={formatMessage(m.peopleHint)}
            value={people}
            rows={4}
            placeholder={formatMessage(m.peoplePlaceholder)}
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
              <Checkbox.Label>{formatMessage(m.sendFirst)}</Checkbox.Label>
            </Checkbox.Root>
            {send && isEmailVerified && (
              <Field.Root ps={{ md: '8' }}>
                <Field.Label>{formatMessage(m.survey)}</Field.Label>
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
                  {formatMessage(m.surveyHelp, { count: template.questions.length })}
                </Field.HelperText>
              </Field.Root>
            )}
            {send && !isEmailVerified && (
              <Text textStyle="sm" color="fg.warning" ps={{ md: '8' }}>
                {formatMessage(m.verifyFirst)}
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
              loadingText={formatMessage(m.settingUp)}
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
  const { formatMessage } = useAppIntl();
  const { team, added, notAdded, survey, sentTo, failed } = outcome;
  const parts = [formatMessage(m.reportCreated, { team: team.name })];
  if (added.length > 0) parts.push(formatMessage(m.reportAdded, { count: added.length }));
  if (survey && sentTo !== undefined) {
    parts.push(formatMessage(m.reportSent, { survey: survey.title, count: sentTo }));
  }
  const failedStep = failed
    ? formatMessage(
        { people: m.failedPeople, survey: m.failedSurvey, send: m.failedSend }[failed.step],
      )
    : null;
  return (
    <Alert.Root
      status={failed ? 'warning' : 'success'}
      role="status"
      data-testid="quick-start-report"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{formatMessage(m.reportSentence, { parts: parts.join(', ') })}</Alert.Title>
        {failed && failedStep && (
          <Alert.Description>
            {formatMessage(m.failedDetail, {
              step: failedStep,
              reason: describeError(failed.error, failedStep).message,
            })}
          </Alert.Description>
        )}
        {notAdded.length > 0 && (
          <Alert.Description>
            {formatMessage(m.notAdded, {
              list: notAdded
                .map((r) => `${r.email || r.name} (${r.reason ?? r.status})`)
                .join(', '),
            })}{' '}
            <Link asChild color="blue.fg">
              <RouterLink to={paths.team.getHref(team.id)}>
                {formatMessage(m.openTeam, { team: team.name })}
              </RouterLink>
            </Link>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
