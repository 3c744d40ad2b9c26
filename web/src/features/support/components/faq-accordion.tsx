import { Accordion, Heading, Stack, Text } from '@chakra-ui/react';
import { useAppIntl } from '../../../i18n/intl';
import { faq, faqValues } from '../support-content';

/**
 * The six questions as a real accordion: each question is a button inside a heading, with
 * `aria-expanded` and the answer in a region labelled by it. Enter or Space opens and closes,
 * the arrow keys, Home and End move between questions. Several may be open at once.
 */
export function FaqAccordion() {
  const { formatMessage } = useAppIntl();
  return (
    <Accordion.Root multiple collapsible variant="enclosed" data-testid="faq">
      {faq.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id}>
          <Heading as="h3" size="md" m="0">
            <Accordion.ItemTrigger minH="12" py="3" textAlign="start" fontWeight="semibold">
              <Text as="span" flex="1">
                {formatMessage(entry.question)}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <Stack gap="3" color="fg" lineHeight="tall">
                {entry.answer.map((paragraph) => (
                  <Text key={paragraph.id}>{formatMessage(paragraph, faqValues)}</Text>
                ))}
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
