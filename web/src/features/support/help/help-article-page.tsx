import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAppIntl } from '../../../i18n/intl';
import { paths } from '../../../lib/paths';
import { supportMessages as m } from '../messages';
import { helpArticles, helpTopics, isHelpTopic, type HelpTopic } from './help-content';

/**
 * /help/:topic: one help article (getting started, best practices, how anonymity works), public
 * so a respondent can read how their answers are kept too (decision 0050).
 */
export function HelpArticlePage() {
  const { topic } = useParams();
  const { formatMessage } = useAppIntl();
  if (!isHelpTopic(topic)) return <UnknownTopic />;
  const article = helpArticles[topic];

  return (
    <Stack gap="8" maxW="3xl" as="article" aria-labelledby="help-title">
      <title>{formatMessage(m.helpTitle, { title: article.title })}</title>
      <Stack gap="2">
        <Text color="fg.muted" fontWeight="medium">
          {formatMessage(m.helpBrand)}
        </Text>
        <Heading as="h1" id="help-title" size={{ base: '2xl', md: '3xl' }}>
          {article.title}
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          {article.summary}
        </Text>
      </Stack>

      <Box as="nav" aria-label={formatMessage(m.helpOnThisPage)}>
        <Box as="ul" display="grid" gap="1" ps="5" listStyleType="disc">
          {article.sections.map((section) => (
            <Box as="li" key={section.id}>
              <Link href={`#${section.id}`} color="fg" textDecoration="underline">
                {section.heading}
              </Link>
            </Box>
          ))}
        </Box>
      </Box>

      {article.sections.map((section) => (
        <Stack as="section" key={section.id} gap="3" aria-labelledby={section.id}>
          <Heading as="h2" id={section.id} size="xl" scrollMarginTop="20">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} lineHeight="tall">
              {paragraph}
            </Text>
          ))}
          {section.link && (
            <Box>
              <Button asChild variant="outline" size="md">
                <RouterLink to={section.link.to}>{section.link.label}</RouterLink>
              </Button>
            </Box>
          )}
        </Stack>
      ))}

      <MoreHelp current={topic} />
    </Stack>
  );
}

/** Links to the other articles, the API reference and the Support Center. */
export function MoreHelp({ current }: { current?: HelpTopic | 'api' }) {
  const { formatMessage } = useAppIntl();
  return (
    <Box as="nav" aria-labelledby="more-help" borderTopWidth="1px" pt="6">
      <Heading as="h2" id="more-help" size="md" mb="3">
        {formatMessage(m.helpMore)}
      </Heading>
      <Box as="ul" display="grid" gap="2" ps="5" listStyleType="disc">
        {helpTopics
          .filter((topic) => topic !== current)
          .map((topic) => (
            <Box as="li" key={topic}>
              <Link asChild color="fg" textDecoration="underline">
                <RouterLink to={paths.help.getHref(topic)}>{helpArticles[topic].title}</RouterLink>
              </Link>
            </Box>
          ))}
        {current !== 'api' && (
          <Box as="li">
            <Link asChild color="fg" textDecoration="underline">
              <RouterLink to={paths.apiReference.getHref()}>
                {formatMessage(m.helpApiReference)}
              </RouterLink>
            </Link>
          </Box>
        )}
        <Box as="li">
          <Link asChild color="fg" textDecoration="underline">
            <RouterLink to={paths.support.getHref()}>
              {formatMessage(m.helpSupportCenter)}
            </RouterLink>
          </Link>
        </Box>
      </Box>
    </Box>
  );
}

function UnknownTopic() {
  const { formatMessage } = useAppIntl();
  return (
    <Stack gap="4" maxW="3xl">
      <title>{formatMessage(m.helpNotFoundTitle)}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {formatMessage(m.helpNotFoundHeading)}
      </Heading>
      <Text color="fg.muted">{formatMessage(m.helpNotFoundText)}</Text>
      <MoreHelp />
    </Stack>
  );
}
