import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Logo } from '../../components/logo';
import { useAppIntl } from '../../i18n/intl';
import { shellMessages as m } from '../messages';
import { SidebarNav } from './sidebar-nav';

/** The sidebar on phones: a drawer from the left, closed by a link, the close button or Escape. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { formatMessage } = useAppIntl();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <Logo />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={formatMessage(m.mainNavigation)}>
                <SidebarNav onNavigate={onClose} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={formatMessage(m.closeMenu)} size="lg" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
