import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Shown when a page throws while rendering or a page's code fails to load (often a new release
 * replaced the old chunks): a reload fetches the current version.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Container as="main" maxW="5xl" py="10">
      <Stack gap="4" align="flex-start">
        <title>Something went wrong · Candor</title>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Something went wrong
        </Heading>
        <Text color="fg.muted">
          This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually fixes it.
        </Text>
        <Button size="lg" colorPalette="blue" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Container>
  );
}
