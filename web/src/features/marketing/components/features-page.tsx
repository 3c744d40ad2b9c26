import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppIntl } from '../../../i18n/intl';
import { paths } from '../../../lib/paths';
import { marketingMessages as m } from '../messages';

const highlights = [
  { title: m.anonymous, text: m.anonymousText },
  { title: m.sentiment, text: m.sentimentText },
  { title: m.noSetup, text: m.noSetupText },
  { title: m.phones, text: m.phonesText },
];

const capabilities = [
  { title: m.teams, text: m.teamsText },
  { title: m.surveys, text: m.surveysText },
  { title: m.scheduling, text: m.schedulingText },
  { title: m.notifications, text: m.notificationsText },
  { title: m.accessible, text: m.accessibleText },
  { title: m.themes, text: m.themesText },
];

/** /features: what the product does (spec 1 §1). */
export function FeaturesPage() {
  const intl = useAppIntl();
  return (
    <Stack gap="10">
      <title>{intl.formatMessage(m.featuresTitle)}</title>
      <Stack gap="4" maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {intl.formatMessage(m.featuresHeading)}
        </Heading>
        <Text textStyle="lg" color="fg.muted">
          {intl.formatMessage(m.featuresIntro)}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={paths.register.getHref()}>
              {intl.formatMessage(m.getStarted)}
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink to={paths.pricing.getHref()}>{intl.formatMessage(m.seePricing)}</RouterLink>
          </Button>
        </Stack>
      </Stack>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" p="0" m="0">
        {highlights.map((item) => (
          <Box as="li" key={item.title.id} borderWidth="1px" borderRadius="l3" p="5" bg="bg.panel">
            <Heading as="h2" size="lg" mb="2">
              {intl.formatMessage(item.title)}
            </Heading>
            <Text color="fg.muted">{intl.formatMessage(item.text)}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Stack gap="4">
        <Heading as="h2" size="xl">
          {intl.formatMessage(m.everything)}
        </Heading>
        <SimpleGrid
          as="ul"
          columns={{ base: 1, sm: 2, lg: 3 }}
          gap="4"
          listStyleType="none"
          p="0"
          m="0"
        >
          {capabilities.map((item) => (
            <Box as="li" key={item.title.id}>
              <Heading as="h3" size="md" mb="1">
                {intl.formatMessage(item.title)}
              </Heading>
              <Text color="fg.muted">{intl.formatMessage(item.text)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
