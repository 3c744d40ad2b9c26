import {
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useId, useRef } from 'react';
import {
  ANONYMITY_LOCKED,
  IDENTITY_QUESTION_ON_ANONYMOUS,
  MIN_ANONYMITY_THRESHOLD,
  REMINDER_DAY_CHOICES,
  THRESHOLD_LOCKED,
} from '#shared/api/surveys';
import { TextField } from '../../../components/form-field';
import type { SurveyDraft } from '../survey-draft';
import { CheckboxField } from './fields';

type Settings = Pick<
  SurveyDraft,
  | 'isAnonymous'
  | 'allowMultipleResponses'
  | 'acceptingResponses'
  | 'openLinkEnabled'
  | 'scheduledDate'
  | 'reminderEnabled'
  | 'reminderDays'
  | 'anonymityThreshold'
>;

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  settings: Settings;
  onChange: (change: Partial<Settings>) => void;
  timezone: string;
  /** A problem from the last save (threshold, schedule...). */
  problem?: string;
  /**
   * The saved survey was sent, or its link opened or answered: people were told how their answers
   * are kept, so anonymity cannot change (the server refuses it too).
   */
  anonymityLocked?: boolean;
  /**
   * The saved threshold once people were invited or answered: it may be raised, never lowered
   * below this (the server refuses it too, 409 `threshold_locked`). Undefined before.
   */
  lockedThreshold?: number;
  /** The survey has an e-mail question: it cannot be made anonymous until that goes. */
  hasIdentityQuestion?: boolean;
}

/** The threshold's own problem, checked as it is typed. */
function thresholdProblem(value: string, lockedThreshold?: number): string | undefined {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isInteger(n) || n < MIN_ANONYMITY_THRESHOLD) {
    return `The anonymity threshold is at least ${MIN_ANONYMITY_THRESHOLD}`;
  }
  if (lockedThreshold !== undefined && n < lockedThreshold) return THRESHOLD_LOCKED;
  return undefined;
}

const RELEASED_IN_GROUPS =
  'Answers are released in groups of at least this many, at most once a day';

/** A labelled switch with one line under the label saying what its state means. */
function SettingSwitch({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint: string;
}) {
  const hintId = useId();
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="blue"
      size="lg"
      display="flex"
      justifyContent="space-between"
      alignItems="center"
      gap="4"
      minH="11"
      width="full"
    >
      <Stack gap="0">
        <Switch.Label>{label}</Switch.Label>
        <Text id={hintId} textStyle="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
      <Switch.HiddenInput aria-describedby={hintId} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}

/**
 * The survey's settings: whether it accepts responses, anonymity and its threshold, multiple
 * responses, a scheduled date and time, and reminders with their days. Changes go into the
 * survey at once and are saved with 'Save Survey'.
 */
export function SettingsDialog({
  open,
  onClose,
  settings,
  onChange,
  timezone,
  problem,
  anonymityLocked = false,
  lockedThreshold,
  hasIdentityQuestion = false,
}: SettingsDialogProps) {
  // A named survey with an e-mail question cannot become anonymous until the question goes.
  const identityBlocks = hasIdentityQuestion && !settings.isAnonymous && !anonymityLocked;
  const toggleDay = (day: number, on: boolean) => {
    const days = new Set(settings.reminderDays);
    if (on) days.add(day);
    else days.delete(day);
    onChange({ reminderDays: [...days].sort((a, b) => a - b) });
  };
  const threshold = settings.isAnonymous
    ? thresholdProblem(settings.anonymityThreshold, lockedThreshold)
    : undefined;
  const thresholdRef = useRef<HTMLInputElement>(null);
  /** A threshold below 3 is refused here, not first on Save: the dialog stays open on it. */
  const close = () => {
    if (threshold) {
      thresholdRef.current?.focus();
      return;
    }
    onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title>Survey Settings</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                {problem && !threshold && (
                  <Text color="fg.error" fontWeight="medium">
                    {problem}
                  </Text>
                )}
                <SettingSwitch
                  label="Accepting responses"
                  checked={settings.acceptingResponses}
                  onChange={(acceptingResponses) => onChange({ acceptingResponses })}
                  hint={
                    settings.acceptingResponses
                      ? 'The survey’s link and e-mailed links take answers.'
                      : 'Closed: the survey’s page says so and takes no more answers.'
                  }
                />
                <SettingSwitch
                  label="Open link"
                  checked={settings.openLinkEnabled}
                  onChange={(openLinkEnabled) => onChange({ openLinkEnabled })}
                  hint={
                    settings.openLinkEnabled
                      ? 'Anyone with the survey’s link can answer, as well as the personal links in invitation e-mails. Answers through the link cannot be told apart: your own would count toward the threshold like anyone’s.'
                      : 'Off: only the personal links in invitation e-mails can answer; the survey’s link says so.'
                  }
                />
                <Stack gap="3">
                  <CheckboxField
                    label="Anonymous responses"
                    checked={settings.isAnonymous}
                    onChange={(isAnonymous) => onChange({ isAnonymous })}
                    disabled={anonymityLocked || identityBlocks}
                    hint={
                      anonymityLocked
                        ? ANONYMITY_LOCKED
                        : identityBlocks
                          ? IDENTITY_QUESTION_ON_ANONYMOUS
                          : 'Answers are never linked to the people who gave them.'
                    }
                  />
                  {settings.isAnonymous && (
                    <Box ps="7">
                      <TextField
                        ref={thresholdRef}
                        label="Anonymity threshold"
                        type="number"
                        inputMode="numeric"
                        min={lockedThreshold ?? MIN_ANONYMITY_THRESHOLD}
                        max={1000}
                        value={settings.anonymityThreshold}
                        error={threshold}
                        hint={
                          lockedThreshold === undefined
                            ? `${RELEASED_IN_GROUPS} (${MIN_ANONYMITY_THRESHOLD} or more). It can be lowered only until the survey is sent, its link opened or answered.`
                            : `${RELEASED_IN_GROUPS}. People have been invited or have answered, so it can be raised but no longer lowered below ${lockedThreshold}.`
                        }
                        onChange={(event) => onChange({ anonymityThreshold: event.target.value })}
                      />
                    </Box>
                  )}
                  <CheckboxField
                    label="Allow multiple responses"
                    checked={settings.allowMultipleResponses}
                    onChange={(allowMultipleResponses) => onChange({ allowMultipleResponses })}
                    hint={
                      settings.allowMultipleResponses
                        ? 'The same person may answer more than once.'
                        : 'Off: each personal e-mailed link answers once, and the open link once per browser (the browser remembers it answered; another browser or a private window does not know).'
                    }
                  />
                </Stack>

                <Stack gap="2">
                  <TextField
                    label="Scheduled date and time (optional)"
                    type="datetime-local"
                    value={settings.scheduledDate}
                    hint={`In your time zone, ${timezone}. Leave it empty to send the survey yourself.`}
                    onChange={(event) => onChange({ scheduledDate: event.target.value })}
                  />
                  {settings.scheduledDate && (
                    <Box>
                      <Button
                        size="lg"
                        variant="ghost"
                        px="3"
                        onClick={() => onChange({ scheduledDate: '' })}
                      >
                        Clear the date
                      </Button>
                    </Box>
                  )}
                </Stack>

                <Stack gap="2">
                  <CheckboxField
                    label="Send reminders"
                    checked={settings.reminderEnabled}
                    onChange={(reminderEnabled) => onChange({ reminderEnabled })}
                    hint="Reminders go only to people who have not responded yet."
                  />
                  {settings.reminderEnabled && (
                    <Box as="fieldset" ps="7" minW="0">
                      <Box as="legend" fontWeight="medium" textStyle="sm" mb="1">
                        Remind after
                      </Box>
                      <HStack gap="4" wrap="wrap">
                        {REMINDER_DAY_CHOICES.map((day) => (
                          <CheckboxField
                            key={day}
                            label={`${day} ${day === 1 ? 'day' : 'days'}`}
                            checked={settings.reminderDays.includes(day)}
                            onChange={(on) => toggleDay(day, on)}
                          />
                        ))}
                      </HStack>
                    </Box>
                  )}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="lg" colorPalette="blue" onClick={close}>
                Done
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" aria-label="Close settings" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
