import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppIntl } from '../i18n/intl';
import { paths } from '../lib/paths';
import { shellMessages as m } from './messages';

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
