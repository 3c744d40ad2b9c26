import { Box, Button, Container, Flex, HStack, Link, SkipNavLink } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { ColorModeButton } from '../components/color-mode-button';
import { Logo } from '../components/logo';
import { PageSpinner } from '../components/page-spinner';
import { AuthProvider, useAuth } from '../lib/auth';
import { useAppIntl } from '../i18n/intl';
import { paths } from '../lib/paths';
import { shellMessages as m } from './messages';
import { SessionTimeout } from './session-timeout';
import { RouteAnnouncer } from './shell/route-announcer';
import { SignedInShell } from './shell/signed-in-shell';

export const MAIN_ID = 'main-content';

/** The root of every route: the session, the frame around pages and the session watcher. */
export function RootLayout() {
  return (
    <AuthProvider>
      <AppShell />
      <SessionTimeout />
      <RouteAnnouncer />
    </AuthProvider>
  );
}

/** The frame around every page: skip link, header with the product name and theme toggle, main. */
export function AppShell() {
  const { isAuthenticated } = useAuth();
  const { formatMessage } = useAppIntl();
  if (isAuthenticated) {
    return (
      <SignedInShell>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </SignedInShell>
    );
  }
  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipNavLink id={MAIN_ID}>{formatMessage(m.skipToMain)}</SkipNavLink>
      <Box as="header" borderBottomWidth="1px" borderColor="border.muted" bg="bg.panel">
        <Container maxW="5xl">
          <Flex align="center" justify="space-between" minH="16" gap="2">
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
              <RouterLink to={paths.home.getHref()}>
                <Logo />
              </RouterLink>
            </Link>
            <HStack gap="1">
              <ColorModeButton />
              <AccountControls />
            </HStack>
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

/** Signed in: the profile link and sign-out. Signed out: a way to sign in. */
function AccountControls() {
  const { isAuthenticated, loading, logout } = useAuth();
  const { pathname } = useLocation();
  const { formatMessage } = useAppIntl();
  if (loading) return null;
  if (isAuthenticated) {
    return (
      <>
        <Button asChild variant="ghost" size="lg" px="3">
          <RouterLink to={paths.profile.getHref()}>{formatMessage(m.profile)}</RouterLink>
        </Button>
        <Button variant="ghost" size="lg" px="3" onClick={() => void logout()}>
          {formatMessage(m.signOut)}
        </Button>
      </>
    );
  }
  if (pathname === paths.login.path || pathname === paths.register.path) return null;
  return (
    <Button asChild variant="ghost" size="lg" px="3">
      <RouterLink to={paths.login.getHref()}>{formatMessage(m.signIn)}</RouterLink>
    </Button>
  );
}
