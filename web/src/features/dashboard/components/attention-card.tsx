import { Box, Button, Card, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AttentionItem } from '#shared/api/dashboard';
import type { AppMessage } from '../../../i18n/define-messages';
import { useAppIntl } from '../../../i18n/intl';
import { attentionText } from '../checklist';
import { dashboardMessages as m } from '../messages';

const TONE: Record<AttentionItem['kind'], { mark: string; label: AppMessage }> = {
  'low-sentiment': { mark: 'red.solid', label: m.toneUrgent },
  'not-sent': { mark: 'orange.solid', label: m.toneToDo },
  'no-people': { mark: 'orange.solid', label: m.toneToDo },
  'awaiting-results': { mark: 'blue.solid', label: m.toneWaiting },
};

/**
 * What needs the manager first, most urgent first, each with the one action that deals with it.
 * It sits above the totals: figures can wait, a survey going badly cannot.
 */
export function AttentionCard({ items }: { items: AttentionItem[] }) {
  const { formatMessage } = useAppIntl();
  return (
    <Card.Root
      as="section"
      aria-labelledby="attention-heading"
      variant="outline"
      data-testid="attention"
    >
      <Card.Body gap="2" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="xl" id="attention-heading">
          {formatMessage(m.attentionHeading)}
        </Heading>
        <Box as="ul" listStyleType="none" ps="0">
          {items.map((item) => {
            const { text, action } = attentionText(item);
            const tone = TONE[item.kind];
            return (
              <Flex
                as="li"
                key={`${item.kind}-${item.id}`}
                data-testid="attention-item"
                data-kind={item.kind}
                gap="3"
                py="3"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: '0' }}
                align={{ base: 'flex-start', md: 'center' }}
                wrap="wrap"
              >
                <Box
                  aria-hidden="true"
                  flexShrink="0"
                  width="1"
                  alignSelf="stretch"
                  borderRadius="full"
                  bg={tone.mark}
                />
                <Stack gap="0.5" flex="1" minW="12rem">
                  <Text textStyle="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
                    {formatMessage(tone.label)}
                  </Text>
                  <Text fontWeight="medium" wordBreak="break-word">
                    {formatMessage(text.message, text.values)}
                  </Text>
                </Stack>
                <Button
                  asChild
                  size="lg"
                  variant={item.kind === 'low-sentiment' ? 'solid' : 'outline'}
                  colorPalette={item.kind === 'low-sentiment' ? 'blue' : undefined}
                  flexShrink="0"
                >
                  <RouterLink to={action.to}>
                    {formatMessage(action.label.message, action.label.values)}
                    <VisuallyHidden>: {item.title}</VisuallyHidden>
                  </RouterLink>
                </Button>
              </Flex>
            );
          })}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
