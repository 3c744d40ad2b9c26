import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return (
    <Stack gap="4" align="flex-start">
      <title>Page not found · Candor</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Page not found
      </Heading>
      <Text color="fg.muted">
        There is nothing at this address. It may have moved, or the link may be wrong.
      </Text>
      <Button asChild size="lg" colorPalette="blue">
        <RouterLink to={paths.home.getHref()}>Go to the home page</RouterLink>
      </Button>
    </Stack>
  );
}
