import { Badge, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { textSentimentClass } from '../../../../../shared/src/domain/text-sentiment';
import { SENTIMENT_LABELS, SENTIMENT_PALETTES } from '../response-answers';

/**
 * A text question's released excerpts, each labelled with the sentiment of its own words. In a
 * chunk of its own: the lexicon loads only when comments are shown, and labelling here (from the
 * words on screen, by the same scorer the server uses) keeps it out of the results function.
 */
export function CommentList({ excerpts }: { excerpts: string[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" ps="0" data-testid="comments">
      {excerpts.map((text, i) => {
        const sentiment = textSentimentClass(text);
        return (
          <Flex
            as="li"
            key={i}
            gap="3"
            align="flex-start"
            justify="space-between"
            borderWidth="1px"
            borderRadius="md"
            px="3"
            py="2"
          >
            <Text wordBreak="break-word" minW="0">
              “{text}”
            </Text>
            <Badge colorPalette={SENTIMENT_PALETTES[sentiment]} variant="subtle" flexShrink={0}>
              <VisuallyHidden>Sentiment:</VisuallyHidden> {SENTIMENT_LABELS[sentiment]}
            </Badge>
          </Flex>
        );
      })}
    </Stack>
  );
}
