import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';

const highlights = [
  {
    title: 'Anonymous by default',
    text: 'Responses hold no name, e-mail or device details. Results of an anonymous survey appear only once at least three people have answered, and new answers show in groups, never one by one.',
  },
  {
    title: 'Sentiment at a glance',
    text: 'Response counts and sentiment per survey and across your teams, trends over 7 days to a year, and CSV or PDF reports.',
  },
  {
    title: 'No setup',
    text: 'Create a team, pick a template and send your first survey in under 2 minutes.',
  },
  {
    title: 'Made for phones',
    text: 'People answer on any device, on a public page or from a link in their e-mail, with no account.',
  },
];

const capabilities = [
  {
    title: 'Teams',
    text: 'Create teams, invite members as Member or Admin, and give each team its own colour and logo.',
  },
  {
    title: 'Surveys',
    text: 'Eight question types, six ready-made templates, and surveys assigned to one or more teams.',
  },
  {
    title: 'Scheduling',
    text: 'Send a survey once, or daily, weekly or monthly, in your time zone, each send a new round with fresh personal links, and the next send times shown before you save.',
  },
  {
    title: 'Notifications',
    text: 'A bell in the header tells you about new responses, invitations, reminders and deadlines.',
  },
  {
    title: 'Accessible',
    text: 'Keyboard shortcuts, high contrast, large text, reduced motion and screen-reader support.',
  },
  {
    title: 'Dark and light',
    text: 'Pick the theme you like; it is remembered on your device.',
  },
];

/** /features: what the product does (spec 1 §1). */
export function FeaturesPage() {
  return (
    <Stack gap="10">
      <title>Features · Candor</title>
      <Stack gap="4" maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          Speak freely, stay anonymous
        </Heading>
        <Text textStyle="lg" color="fg.muted">
          Candor runs short pulse surveys for your teams. People answer anonymously; you see how
          your teams feel, survey by survey and over time.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={paths.register.getHref()}>Get started free</RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink to={paths.pricing.getHref()}>See pricing</RouterLink>
          </Button>
        </Stack>
      </Stack>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" p="0" m="0">
        {highlights.map((item) => (
          <Box as="li" key={item.title} borderWidth="1px" borderRadius="l3" p="5" bg="bg.panel">
            <Heading as="h2" size="lg" mb="2">
              {item.title}
            </Heading>
            <Text color="fg.muted">{item.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Stack gap="4">
        <Heading as="h2" size="xl">
          Everything a manager needs
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
            <Box as="li" key={item.title}>
              <Heading as="h3" size="md" mb="1">
                {item.title}
              </Heading>
              <Text color="fg.muted">{item.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
