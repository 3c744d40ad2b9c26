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
import { MIN_ANONYMITY_THRESHOLD, REMINDER_DAY_CHOICES } from '#shared/api/surveys';
import { TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { questionsMessages, settingsMessages as m } from '../messages';
import type { SurveyIntl } from '../survey-intl';
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
function thresholdProblem(
  value: string,
  lockedThreshold: number | undefined,
  intl: SurveyIntl,
): string | undefined {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isInteger(n) || n < MIN_ANONYMITY_THRESHOLD) {
    return intl.formatMessage(m.thresholdAtLeast, { min: MIN_ANONYMITY_THRESHOLD });
  }
  if (lockedThreshold !== undefined && n < lockedThreshold) {
    return intl.formatMessage(m.thresholdLocked);
  }
  return undefined;
}

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
  const intl = useAppIntl();
  const say = intl.formatMessage;
  const toggleDay = (day: number, on: boolean) => {
    const days = new Set(settings.reminderDays);
    if (on) days.add(day);
    else days.delete(day);
    onChange({ reminderDays: [...days].sort((a, b) => a - b) });
  };
  const threshold = settings.isAnonymous
    ? thresholdProblem(settings.anonymityThreshold, lockedThreshold, intl)
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
              <Dialog.Title>{say(m.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                {problem && !threshold && (
                  <Text color="fg.error" fontWeight="medium">
                    {problem}
                  </Text>
                )}
                <SettingSwitch
                  label={say(m.accepting)}
                  checked={settings.acceptingResponses}
                  onChange={(acceptingResponses) => onChange({ acceptingResponses })}
                  hint={say(settings.acceptingResponses ? m.acceptingOn : m.acceptingOff)}
                />
                <SettingSwitch
                  label={say(m.openLink)}
                  checked={settings.openLinkEnabled}
                  onChange={(openLinkEnabled) => onChange({ openLinkEnabled })}
                  hint={say(settings.openLinkEnabled ? m.openLinkOn : m.openLinkOff)}
                />
                <Stack gap="3">
                  <CheckboxField
                    label={say(m.anonymous)}
                    checked={settings.isAnonymous}
                    onChange={(isAnonymous) => onChange({ isAnonymous })}
                    disabled={anonymityLocked || identityBlocks}
                    hint={say(
                      anonymityLocked
                        ? m.anonymityLocked
                        : identityBlocks
                          ? questionsMessages.identityOnAnonymous
                          : m.anonymousHint,
                    )}
                  />
                  {settings.isAnonymous && (
                    <Box ps="7">
                      <TextField
                        ref={thresholdRef}
                        label={say(m.threshold)}
                        type="number"
                        inputMode="numeric"
                        min={lockedThreshold ?? MIN_ANONYMITY_THRESHOLD}
                        max={1000}
                        value={settings.anonymityThreshold}
                        error={threshold}
                        hint={
                          lockedThreshold === undefined
                            ? say(m.thresholdHint, { min: MIN_ANONYMITY_THRESHOLD })
                            : say(m.thresholdHintLocked, { locked: lockedThreshold })
                        }
                        onChange={(event) => onChange({ anonymityThreshold: event.target.value })}
                      />
                    </Box>
                  )}
                  <CheckboxField
                    label={say(m.multiple)}
                    checked={settings.allowMultipleResponses}
                    onChange={(allowMultipleResponses) => onChange({ allowMultipleResponses })}
                    hint={say(settings.allowMultipleResponses ? m.multipleOn : m.multipleOff)}
                  />
                </Stack>

                <Stack gap="2">
                  <TextField
                    label={say(m.scheduled)}
                    type="datetime-local"
                    value={settings.scheduledDate}
                    hint={say(m.scheduledHint, { timezone })}
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
                        {say(m.clearDate)}
                      </Button>
                    </Box>
                  )}
                </Stack>

                <Stack gap="2">
                  <CheckboxField
                    label={say(m.reminders)}
                    checked={settings.reminderEnabled}
                    onChange={(reminderEnabled) => onChange({ reminderEnabled })}
                    hint={say(m.remindersHint)}
                  />
                  {settings.reminderEnabled && (
                    <Box as="fieldset" ps="7" minW="0">
                      <Box as="legend" fontWeight="medium" textStyle="sm" mb="1">
                        {say(m.remindAfter)}
                      </Box>
                      <HStack gap="4" wrap="wrap">
                        {REMINDER_DAY_CHOICES.map((day) => (
                          <CheckboxField
                            key={day}
                            label={say(m.days, { count: day })}
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
                {say(m.done)}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" aria-label={say(m.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
