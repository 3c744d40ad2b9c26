import { Box, Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useAppIntl } from '../../i18n/intl';
import { navItems } from './nav-items';

interface Props {
  /** Icons only (the collapsed desktop sidebar); names stay as accessible labels and tooltips. */
  collapsed?: boolean;
  /** Marks the entries the guided tour points at (only where they are on screen). */
  tourTargets?: boolean;
  onNavigate?(): void;
}

/** The sidebar entries, shared by the desktop sidebar and the phone drawer. */
export function SidebarNav({ collapsed = false, tourTargets = false, onNavigate }: Props) {
  const { formatMessage } = useAppIntl();
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {navItems.map(({ label: message, to, icon: Icon, tour }) => {
        const label = formatMessage(message);
        return (
          <Box as="li" key={to}>
            <Link
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              minH="11"
              px="3"
              borderRadius="l2"
              color="fg.muted"
              fontWeight="medium"
              textDecoration="none"
              justifyContent={collapsed ? 'center' : 'flex-start'}
              _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
              css={{
                '&[aria-current=page]': {
                  bg: 'brand.subtle',
                  color: 'brand.fg',
                  fontWeight: 'semibold',
                },
              }}
            >
              <NavLink
                to={to}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                aria-label={collapsed ? label : undefined}
                data-tour={tourTargets ? tour : undefined}
              >
                <Icon />
                {!collapsed && <span>{label}</span>}
              </NavLink>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}
