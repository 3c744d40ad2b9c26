import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { defineMessages } from '../i18n/define-messages';
import { useAppIntl } from '../i18n/intl';
import { paths } from '../lib/paths';

// Here, not in ./messages: this page loads lazily, so its text stays out of the shell's entry.
const m = defineMessages({
  notFoundTitle: { id: 'shell.notFound.title', defaultMessage: 'Page not found · Candor' },
  notFoundHeading: { id: 'shell.notFound.heading', defaultMessage: 'Page not found' },
  notFoundText: {
    id: 'shell.notFound.text',
    defaultMessage:
      'There is nothing at this address. It may have moved, or the link may be wrong.',
  },
  goHome: { id: 'shell.notFound.goHome', defaultMessage: 'Go to the home page' },
});

export function NotFoundPage() {
  const { formatMessage } = useAppIntl();
  return (
    <Stack gap="4" align="flex-start">
      <title>{formatMessage(m.notFoundTitle)}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {formatMessage(m.notFoundHeading)}
      </Heading>
      <Text color="fg.muted">{formatMessage(m.notFoundText)}</Text>
      <Button asChild size="lg" colorPalette="blue">
        <RouterLink to={paths.home.getHref()}>{formatMessage(m.goHome)}</RouterLink>
      </Button>
    </Stack>
  );
}
