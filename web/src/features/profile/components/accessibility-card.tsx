import { Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import {
  setAccessibility,
  setHotkeysEnabled,
  useAccessibility,
  useHotkeysEnabled,
  type AccessibilityOption,
} from '../../../lib/accessibility';

const options: { key: AccessibilityOption; label: string; help: string }[] = [
  { key: 'highContrast', label: 'High Contrast Mode', help: 'Stronger text and border colours.' },
  { key: 'largeText', label: 'Large Text', help: 'Makes all text larger.' },
  { key: 'reducedMotion', label: 'Reduced Motion', help: 'Turns off animations and transitions.' },
  {
    key: 'focusIndicators',
    label: 'Focus Indicators',
    help: 'A strong outline on the focused control.',
  },
  {
    key: 'screenReaderSupport',
    label: 'Screen Reader Support',
    help: 'Announces page changes to screen readers.',
  },
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
  return (
    <Card.Root data-testid="accessibility-card">
      <Card.Header>
        <Heading as="h2" size="lg">
          Accessibility &amp; Hotkeys
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Toggle
            label="Enable accessibility features"
            help="Turns on the settings below."
            checked={settings.enabled}
            onChange={(enabled) => setAccessibility({ enabled })}
          />
          {!settings.enabled && (
            <Text id={hintId} textStyle="sm" color="fg.muted" fontStyle="italic">
              Enable accessibility features to customize these settings.
            </Text>
          )}
          {options.map(({ key, label, help }) => (
            <Toggle
              key={key}
              label={label}
              help={help}
              checked={settings[key]}
              disabled={!settings.enabled}
              describedBy={settings.enabled ? undefined : hintId}
              onChange={(checked) => setAccessibility({ [key]: checked })}
            />
          ))}
          <Toggle
            label="Keyboard Shortcuts"
            help="Alt (Option on a Mac) with a key moves around the app (Alt+? lists them)."
            checked={hotkeys}
            onChange={setHotkeysEnabled}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
