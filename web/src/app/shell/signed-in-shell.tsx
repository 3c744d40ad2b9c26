import { Box, Button, Flex, IconButton, Link, SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ColorModeButton } from '../../components/color-mode-button';
import { Logo } from '../../components/logo';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { hasSeenTour, readSidebarCollapsed, writeSidebarCollapsed } from '../../lib/accessibility';
import { hotkeyModifier } from '../../lib/hotkeys';
import { useAuth } from '../../lib/auth';
import { useAppIntl } from '../../i18n/intl';
import { paths } from '../../lib/paths';
import { shellMessages as m } from '../messages';
import { CollapseIcon, KeyboardIcon, MenuIcon, ProfileIcon, SignOutIcon } from './icons';
import { SidebarNav } from './sidebar-nav';
import { useShellHotkeys } from './use-shell-hotkeys';

// Not on the first screen: each loads when first needed.
const ShortcutHelpDialog = lazy(() =>
  import('./shortcut-help-dialog').then((m) => ({ default: m.ShortcutHelpDialog })),
);
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
);
const GuidedTour = lazy(() => import('./guided-tour').then((m) => ({ default: m.GuidedTour })));

const MAIN_ID = 'main-content';

/** The frame around every signed-in page (spec 1 §2, Authenticated shell). */
export function SignedInShell({ children }: { children: ReactNode }) {
  const { logout, user } = useAuth();
  const { formatMessage } = useAppIntl();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const [tour, setTour] = useState(false);

  const openHelp = useCallback(() => {
    setHelpLoaded(true);
    setHelpOpen(true);
  }, []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  useShellHotkeys({ helpOpen, openHelp, closeHelp });

  const tourStarted = useRef(false);
  useEffect(() => {
    // By itself, once: on the dashboard (where sign-up lands), never on an interstitial such as
    // the e-mail verification page, and only while the account has not been through it.
    if (tourStarted.current || !tourDue(user?.tourDone, pathname)) return;
    tourStarted.current = true;
    setTour(true);
  }, [user?.tourDone, pathname]);
  const startTour = useCallback(() => {
    setHelpOpen(false);
    setTour(true);
  }, []);

  const toggleCollapsed = () => {
    setCollapsed((was) => {
      writeSidebarCollapsed(!was);
      return !was;
    });
  };

  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipNavLink id={MAIN_ID}>{formatMessage(m.skipToMain)}</SkipNavLink>
      <Box
        as="header"
        borderBottomWidth="1px"
        borderColor="border.muted"
        bg="bg.panel"
        position="sticky"
        top="0"
        zIndex="sticky"
      >
        <Flex align="center" minH="16" px={{ base: '1', md: '3' }} gap={{ base: '0', md: '1' }}>
          <IconButton
            aria-label={formatMessage(m.openMenu)}
            data-tour="menu"
            aria-expanded={drawerOpen}
            variant="ghost"
            size="lg"
            color="fg"
            display={{ base: 'inline-flex', md: 'none' }}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <IconButton
            aria-label={formatMessage(collapsed ? m.expandSidebar : m.collapseSidebar)}
            aria-expanded={!collapsed}
            aria-controls="app-sidebar"
            title={formatMessage(collapsed ? m.expandSidebar : m.collapseSidebar)}
            variant="ghost"
            size="lg"
            color="fg"
            display={{ base: 'none', md: 'inline-flex' }}
            onClick={toggleCollapsed}
          >
            <CollapseIcon collapsed={collapsed} />
          </IconButton>
          <Link
            asChild
            fontWeight="bold"
            fontSize={{ base: 'lg', md: 'xl' }}
            color="fg"
            display="inline-flex"
            alignItems="center"
            gap="2"
            minH="11"
            px={{ base: '1', md: '2' }}
            textDecoration="none"
            _hover={{ textDecoration: 'underline' }}
          >
            <RouterLink to={paths.dashboard.getHref()}>
              <Logo />
            </RouterLink>
          </Link>
          <Flex flex="1" />
          <IconButton
            aria-label={formatMessage(m.keyboardShortcuts)}
            title={formatMessage(m.keyboardShortcutsKey, { key: `${hotkeyModifier()}+?` })}
            variant="ghost"
            size="lg"
            color="fg"
            onClick={openHelp}
          >
            <KeyboardIcon />
          </IconButton>
          <ColorModeButton />
          <NotificationBell />
          <IconButton
            asChild
            aria-label={formatMessage(m.profile)}
            title={formatMessage(m.profile)}
            variant="ghost"
            size="lg"
            color="fg"
          >
            <RouterLink to={paths.profile.getHref()} data-tour="profile">
              <ProfileIcon />
            </RouterLink>
          </IconButton>
          <Button
            variant="ghost"
            size="lg"
            color="fg"
            px={{ base: '0', md: '3' }}
            minW="11"
            aria-label={formatMessage(m.signOut)}
            title={formatMessage(m.signOut)}
            onClick={() => void logout()}
          >
            <SignOutIcon />
            <Box as="span" display={{ base: 'none', lg: 'inline' }}>
              {formatMessage(m.signOut)}
            </Box>
          </Button>
        </Flex>
      </Box>
      <Flex flex="1" minH="0">
        <Box
          as="nav"
          id="app-sidebar"
          aria-label={formatMessage(m.mainNavigation)}
          display={{ base: 'none', md: 'block' }}
          w={collapsed ? '20' : '60'}
          flexShrink="0"
          borderEndWidth="1px"
          borderColor="border.muted"
          bg="bg.panel"
          p="3"
        >
          <Box position="sticky" top="20">
            <SidebarNav collapsed={collapsed} tourTargets />
          </Box>
        </Box>
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW="0" outline="none">
          <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
            {children}
          </Box>
        </Box>
      </Flex>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {helpLoaded && (
        <Suspense fallback={null}>
          <ShortcutHelpDialog open={helpOpen} onClose={closeHelp} onTakeTour={startTour} />
        </Suspense>
      )}
      {tour && (
        <Suspense fallback={null}>
          <GuidedTour onDone={() => setTour(false)} />
        </Suspense>
      )}
    </Flex>
  );
}

/**
 * Whether the first-visit tour starts by itself: on the dashboard, for an account that has not
 * finished or dismissed it (on any device) and a browser that has not seen it (spec 1's flag).
 */
export function tourDue(accountTourDone: boolean | undefined, pathname: string): boolean {
  return accountTourDone === false && pathname === paths.dashboard.path && !hasSeenTour();
}
