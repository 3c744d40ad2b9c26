import { Badge, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { use } from 'react';
import {
  installLexicons,
  lexiconsInstalled,
  packedLexicons,
  textSentimentClass,
} from '#shared/domain/text-sentiment';
import { NOT_SCORED, SENTIMENT_PALETTES } from '../response-answers';
import { sentimentMessages as m, useRoundIntl } from '../round-messages';

/**
 * A text question's released excerpts, each labelled with the sentiment of its own words, or
 * "Not scored" in a language sentiment does not cover (decision 0057). In a
 * chunk of its own: the lexicon loads only when comments are shown, and labelling here (from the
 * words on screen, by the same scorer the server uses) keeps it out of the results function.
 */
let lexiconsReady: Promise<void> | undefined;

/**
 * The lexicons inflated once per page load (they ship deflated, decision 0057). Should the
 * browser fail to inflate them, the comments still show, without a label.
 */
function loadLexicons(): Promise<void> {
  return (lexiconsReady ??= (async () => {
    if (lexiconsInstalled()) return;
    const bytes = Uint8Array.from(atob(packedLexicons()), (c) => c.charCodeAt(0));
    const inflated = new Response(bytes).body?.pipeThrough(new DecompressionStream('deflate-raw'));
    installLexicons(await new Response(inflated).text());
  })().catch(() => undefined));
}

export function CommentList({ excerpts }: { excerpts: string[] }) {
  use(loadLexicons());
  const { t } = useRoundIntl();
  return (
    <Stack as="ul" gap="2" listStyleType="none" ps="0" data-testid="comments">
      {excerpts.map((text, i) => {
        const kind = lexiconsInstalled() ? textSentimentClass(text) : null;
        const sentiment = !kind
          ? null
          : kind === 'not-scored'
            ? { label: t(m.notScored), palette: NOT_SCORED.palette }
            : { label: t(m[kind]), palette: SENTIMENT_PALETTES[kind] };
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
            {sentiment && (
              <Badge colorPalette={sentiment.palette} variant="subtle" flexShrink={0}>
                <VisuallyHidden>{t(m.sentiment)}</VisuallyHidden> {sentiment.label}
              </Badge>
            )}
          </Flex>
        );
      })}
    </Stack>
  );
}
