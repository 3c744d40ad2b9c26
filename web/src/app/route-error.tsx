import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useAppIntl } from '../i18n/intl';
import { shellMessages as m } from './messages';

/**
 * What browsers say when a page's code cannot be loaded: after a new release, the old chunks an
 * open tab asks for are gone (Chromium, Firefox and Safari word it differently).
 */
const STALE_CHUNK =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

/** Whether an error is a page's code missing, as after a new version replaced it. */
export function isStaleVersionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || STALE_CHUNK.test(error.message);
}

/**
 * Shown when a page throws while rendering or a page's code fails to load. A page whose code is
 * gone means a new version was released while the tab was open: say so, and reload to get it.
 */
export function RouteError() {
  const error = useRouteError();
  const { formatMessage } = useAppIntl();
  if (isStaleVersionError(error)) {
    return (
      <Container as="main" maxW="5xl" py="10">
        <Stack gap="4" align="flex-start" role="status">
          <title>{formatMessage(m.newVersionTitle)}</title>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {formatMessage(m.newVersionHeading)}
          </Heading>
          <Text color="fg.muted">{formatMessage(m.newVersionText)}</Text>
          <Button size="lg" colorPalette="blue" onClick={() => window.location.reload()}>
            {formatMessage(m.reload)}
          </Button>
        </Stack>
      </Container>
    );
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Container as="main" maxW="5xl" py="10">
      <Stack gap="4" align="flex-start">
        <title>{formatMessage(m.errorTitle)}</title>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {formatMessage(m.errorHeading)}
        </Heading>
        <Text color="fg.muted">
          {detail ? formatMessage(m.errorTextDetail, { detail }) : formatMessage(m.errorText)}
        </Text>
        <Button size="lg" colorPalette="blue" onClick={() => window.location.reload()}>
          {formatMessage(m.reloadPage)}
        </Button>
      </Stack>
    </Container>
  );
}
