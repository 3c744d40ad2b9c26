import { Badge } from '@chakra-ui/react';
import type { TeamRole } from '../team-rules';

/** 'Owner' or 'Admin' for the caller's role on a team; members get no badge (spec 1 §6). */
export function RoleBadge({ role }: { role: TeamRole }) {
  if (role === 'owner') {
    return (
      <Badge colorPalette="purple" variant="subtle" size="md">
        Owner
      </Badge>
    );
  }
  if (role === 'admin') {
    return (
      <Badge colorPalette="blue" variant="subtle" size="md">
        Admin
      </Badge>
    );
  }
  return null;
}
