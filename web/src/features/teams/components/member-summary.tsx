import { Badge, Box, Center, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { TeamMember } from '#shared/api/teams';
import { useAppIntl } from '../../../i18n/intl';
import { teamsMessages as m } from '../messages';
import { memberName } from './member-controls';

function initials(member: TeamMember): string {
  const letters = `${member.first_name.charAt(0)}${member.last_name.charAt(0)}`;
  return (letters || member.email.charAt(0)).toUpperCase();
}

/** A roster entry: picture or initials, name, e-mail, and badges for role and a pending invitation. */
export function MemberSummary({ member }: { member: TeamMember }) {
  const name = memberName(member);
  const { formatMessage } = useAppIntl();
  return (
    <HStack gap="3" minW="0" flex="1" align="center">
      {member.avatar_url ? (
        <Image
          src={member.avatar_url}
          alt=""
          boxSize="11"
          borderRadius="full"
          objectFit="cover"
          flexShrink={0}
        />
      ) : (
        <Center
          boxSize="11"
          borderRadius="full"
          bg="blue.subtle"
          color="blue.fg"
          fontWeight="semibold"
          flexShrink={0}
          aria-hidden="true"
        >
          {initials(member)}
        </Center>
      )}
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold" truncate title={name}>
          {name}
        </Text>
        {name !== member.email && (
          <Text textStyle="sm" color="fg.muted" truncate title={member.email}>
            {member.email}
          </Text>
        )}
        <Box>
          <HStack gap="1.5" wrap="wrap">
            {member.is_owner ? (
              <Badge colorPalette="purple" variant="subtle">
                {formatMessage(m.roleOwner)}
              </Badge>
            ) : member.role === 'admin' ? (
              <Badge colorPalette="blue" variant="subtle">
                {formatMessage(m.roleAdmin)}
              </Badge>
            ) : (
              <Badge colorPalette="gray" variant="subtle">
                {formatMessage(m.roleMember)}
              </Badge>
            )}
            {member.status === 'invited' && (
              <Badge colorPalette="orange" variant="outline">
                {formatMessage(m.invited)}
              </Badge>
            )}
          </HStack>
        </Box>
      </Stack>
    </HStack>
  );
}
