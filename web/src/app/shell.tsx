import { Box, Container, Flex, Link, SkipNavLink, Spinner, Center } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { ColorModeButton } from '../components/color-mode-button';
import { paths } from './paths';

export const MAIN_ID = 'main-content';

/** The frame around every page: skip link, header with the product name and theme toggle, main. */
export function AppShell() {
  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipNavLink id={MAIN_ID}>Skip to main content</SkipNavLink>
      <Box as="header" borderBottomWidth="1px" bg="bg.panel">
        <Container maxW="5xl">
          <Flex align="center" justify="space-between" minH="16" gap="4">
            <Link
              asChild
              fontWeight="bold"
              fontSize="xl"
              color="fg"
              minH="11"
              px="1"
              mx="-1"
              textDecoration="none"
              _hover={{ textDecoration: 'underline' }}
            >
              <RouterLink to={paths.home.getHref()}>Candor</RouterLink>
            </Link>
            <ColorModeButton />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none">
        <Container maxW="5xl" py={{ base: '6', md: '10' }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
    </Flex>
  );
}

function PageSpinner() {
  return (
    <Center py="16">
      <Spinner size="lg" color="fg.muted" aria-label="Loading page" />
    </Center>
  );
}
