import { Box, Button, CloseButton, Dialog, Kbd, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { hotkeyModifier, isApplePlatform, navigationShortcuts } from '../../lib/hotkeys';

const modifier = hotkeyModifier();

const generalShortcuts: { keys: string[]; label: string }[] = [
  { keys: [modifier, '?'], label: 'Open this keyboard shortcut help' },
  { keys: ['Esc'], label: 'Close this help, else the topmost dialog, else go back' },
  { keys: ['Enter'], label: 'Activate the focused button' },
  { keys: ['Space'], label: 'Activate the focused button' },
  { keys: ['Tab'], label: 'Move to the next control (Shift+Tab: previous)' },
];

export const accessibilityFeatures = [
  'Skip to main content link as the first stop on every page',
  'Visible focus indicators on every control',
  'High contrast mode, large text and reduced motion (Profile › Accessibility & Hotkeys)',
  'Screen reader support: page changes and notifications are announced',
  'Touch targets of at least 44 px',
  'Light and dark themes',
  'Keyboard shortcuts that can be switched off on the profile screen',
];

function Keys({ keys }: { keys: string[] }) {
  return (
    <Box as="span" display="inline-flex" gap="1" flexWrap="wrap">
      {keys.map((key, index) =>
        key === 'or' ? (
          <Text as="span" key={`or-${index}`} color="fg.muted" textStyle="sm" alignSelf="center">
            or
          </Text>
        ) : (
          <Kbd key={`${key}-${index}`}>{key}</Kbd>
        ),
      )}
    </Box>
  );
}

function Row({ keys, label }: { keys: string[]; label: string }) {
  return (
    <Box
      as="li"
      display="flex"
      justifyContent="space-between"
      gap="4"
      py="2"
      borderBottomWidth="1px"
    >
      <Text>{label}</Text>
      <Keys keys={keys} />
    </Box>
  );
}

/** The keyboard shortcut help (spec 1 §2): tabs Navigation, General, Accessibility; 'Got it'. */
export function ShortcutHelpDialog({
  open,
  onClose,
  onTakeTour,
}: {
  open: boolean;
  onClose(): void;
  /** Starts the guided tour again, on demand. */
  onTakeTour?(): void;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="shortcut-help">
            <Dialog.Header>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root defaultValue="navigation" variant="line">
                <Tabs.List>
                  <Tabs.Trigger value="navigation" minH="11">
                    Navigation
                  </Tabs.Trigger>
                  <Tabs.Trigger value="general" minH="11">
                    General
                  </Tabs.Trigger>
                  <Tabs.Trigger value="accessibility" minH="11">
                    Accessibility
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="navigation">
                  <Text color="fg.muted" mb="2">
                    {isApplePlatform()
                      ? 'Hold Option (⌥) and press a key; ⌘ keeps its usual browser commands.'
                      : 'Hold Alt and press a key.'}{' '}
                    Shortcuts pause while you type in a field.
                  </Text>
                  <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                    {navigationShortcuts.map(({ keys, label }) => (
                      <Row
                        key={label}
                        label={label}
                        keys={[modifier, ...keys.flatMap((k, i) => (i ? ['or', k] : [k]))]}
                      />
                    ))}
                  </Stack>
                </Tabs.Content>
                <Tabs.Content value="general">
                  <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                    {generalShortcuts.map((row) => (
                      <Row key={row.label + row.keys.join()} {...row} />
                    ))}
                  </Stack>
                </Tabs.Content>
                <Tabs.Content value="accessibility">
                  <Text fontWeight="semibold" mb="2">
                    Accessibility features
                  </Text>
                  <Stack
                    as="ul"
                    gap="1"
                    ps="5"
                    listStyleType="disc"
                    data-testid="accessibility-features"
                  >
                    {accessibilityFeatures.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </Stack>
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.Footer>
              {onTakeTour && (
                <Button variant="outline" size="lg" onClick={onTakeTour}>
                  Take the tour
                </Button>
              )}
              <Button colorPalette="blue" size="lg" onClick={onClose}>
                Got it
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close keyboard shortcuts" size="lg" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
