import { Badge } from '@chakra-ui/react';
import { useAppIntl } from '../../../i18n/intl';
import { teamsMessages as m } from '../messages';
import type { TeamRole } from '../team-rules';

/** 'Owner' or 'Admin' for the caller's role on a team; members get no badge (spec 1 §6). */
export function RoleBadge({ role }: { role: TeamRole }) {
  const { formatMessage } = useAppIntl();
  if (role === 'owner') {
    return (
      <Badge colorPalette="purple" variant="subtle" size="md">
        {formatMessage(m.roleOwner)}
      </Badge>
    );
  }
  if (role === 'admin') {
    return (
      <Badge colorPalette="blue" variant="subtle" size="md">
        {formatMessage(m.roleAdmin)}
      </Badge>
    );
  }
  return null;
}
