import { Box, Button, CloseButton, Dialog, Kbd, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import type { AppMessage } from '../../i18n/define-messages';
import { useAppIntl } from '../../i18n/intl';
import { hotkeyModifier, isApplePlatform, navigationShortcuts } from '../../lib/hotkeys';
import { helpMessages as m } from './help-messages';

const modifier = hotkeyModifier();

const generalShortcuts: { keys: string[]; label: AppMessage }[] = [
  { keys: [modifier, '?'], label: m.openHelp },
  { keys: ['Esc'], label: m.escape },
  { keys: ['Enter'], label: m.activate },
  { keys: ['Space'], label: m.activate },
  { keys: ['Tab'], label: m.tab },
];

export const accessibilityFeatures = [
  m.featureSkipLink,
  m.featureFocus,
  m.featureContrast,
  m.featureScreenReader,
  m.featureTouch,
  m.featureThemes,
  m.featureShortcuts,
];

function Keys({ keys }: { keys: string[] }) {
  const { formatMessage } = useAppIntl();
  return (
    <Box as="span" display="inline-flex" gap="1" flexWrap="wrap">
      {keys.map((key, index) =>
        key === 'or' ? (
          <Text as="span" key={`or-${index}`} color="fg.muted" textStyle="sm" alignSelf="center">
            {formatMessage(m.or)}
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
  const { formatMessage } = useAppIntl();
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
              <Dialog.Title>{formatMessage(m.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root defaultValue="navigation" variant="line">
                <Tabs.List>
                  <Tabs.Trigger value="navigation" minH="11">
                    {formatMessage(m.tabNavigation)}
                  </Tabs.Trigger>
                  <Tabs.Trigger value="general" minH="11">
                    {formatMessage(m.tabGeneral)}
                  </Tabs.Trigger>
                  <Tabs.Trigger value="accessibility" minH="11">
                    {formatMessage(m.tabAccessibility)}
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="navigation">
                  <Text color="fg.muted" mb="2">
                    {formatMessage(isApplePlatform() ? m.holdApple : m.holdAlt)}{' '}
                    {formatMessage(m.pauseWhileTyping)}
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
                      <Row
                        key={row.label.id + row.keys.join()}
                        keys={row.keys}
                        label={formatMessage(row.label)}
                      />
                    ))}
                  </Stack>
                </Tabs.Content>
                <Tabs.Content value="accessibility">
                  <Text fontWeight="semibold" mb="2">
                    {formatMessage(m.featuresHeading)}
                  </Text>
                  <Stack
                    as="ul"
                    gap="1"
                    ps="5"
                    listStyleType="disc"
                    data-testid="accessibility-features"
                  >
                    {accessibilityFeatures.map((feature) => (
                      <li key={feature.id}>{formatMessage(feature)}</li>
                    ))}
                  </Stack>
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.Footer>
              {onTakeTour && (
                <Button variant="outline" size="lg" onClick={onTakeTour}>
                  {formatMessage(m.takeTour)}
                </Button>
              )}
              <Button colorPalette="blue" size="lg" onClick={onClose}>
                {formatMessage(m.gotIt)}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={formatMessage(m.close)} size="lg" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
