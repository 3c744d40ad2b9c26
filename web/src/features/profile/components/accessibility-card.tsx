import { Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  setAccessibility,
  setHotkeysEnabled,
  useAccessibility,
  useHotkeysEnabled,
  type AccessibilityOption,
} from '../../../lib/accessibility';
import type { AppMessage } from '../../../i18n/define-messages';
import { useAppIntl } from '../../../i18n/intl';
import { profileMessages as m } from '../messages';

const options: { key: AccessibilityOption; label: AppMessage; help: AppMessage }[] = [
  { key: 'highContrast', label: m.highContrast, help: m.highContrastHelp },
  { key: 'largeText', label: m.largeText, help: m.largeTextHelp },
  { key: 'reducedMotion', label: m.reducedMotion, help: m.reducedMotionHelp },
  { key: 'focusIndicators', label: m.focusIndicators, help: m.focusIndicatorsHelp },
  { key: 'screenReaderSupport', label: m.screenReader, help: m.screenReaderHelp },
];

function Toggle({
  label,
  help,
  checked,
  disabled,
  describedBy,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange(checked: boolean): void;
}) {
  const helpId = useId();
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked)}
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
        <Text id={helpId} textStyle="sm" color="fg.muted">
          {help}
        </Text>
      </Stack>
      <Switch.HiddenInput aria-describedby={[helpId, describedBy].filter(Boolean).join(' ')} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}

/** Profile: the Accessibility & Hotkeys card (spec 2 §2, Profile). */
export function AccessibilityCard() {
  const settings = useAccessibility();
  const hotkeys = useHotkeysEnabled();
  const hintId = useId();
  const { formatMessage } = useAppIntl();
  return (
    <Card.Root data-testid="accessibility-card">
      <Card.Header>
        <Heading as="h2" size="lg">
          {formatMessage(m.a11yHeading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Toggle
            label={formatMessage(m.a11yEnable)}
            help={formatMessage(m.a11yEnableHelp)}
            checked={settings.enabled}
            onChange={(enabled) => setAccessibility({ enabled })}
          />
          {!settings.enabled && (
            <Text id={hintId} textStyle="sm" color="fg.muted" fontStyle="italic">
              {formatMessage(m.a11yHint)}
            </Text>
          )}
          {options.map(({ key, label, help }) => (
            <Toggle
              key={key}
              label={formatMessage(label)}
              help={formatMessage(help)}
              checked={settings[key]}
              disabled={!settings.enabled}
              describedBy={settings.enabled ? undefined : hintId}
              onChange={(checked) => setAccessibility({ [key]: checked })}
            />
          ))}
          <Toggle
            label={formatMessage(m.shortcuts)}
            help={formatMessage(m.shortcutsHelp)}
            checked={hotkeys}
            onChange={setHotkeysEnabled}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
