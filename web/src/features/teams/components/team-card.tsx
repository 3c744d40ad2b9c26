import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Team } from '#shared/api/teams';
import { useAppIntl } from '../../../i18n/intl';
import { paths } from '../../../lib/paths';
import { teamsMessages as m } from '../messages';
import { brandColorOf, teamPermissions } from '../team-rules';
import { RoleBadge } from './role-badge';
import { TeamLogo } from './team-logo';

interface TeamCardProps {
  team: Team;
  /** Add people (the spec's Invite): opens Add people for this team. */
  onAddPeople: (team: Team) => void;
}

/**
 * One team in the list: logo or initial, name, member count, the caller's badge, description,
 * survey and response counts, and View, Add people (owner or admin) and Settings (owner only).
 */
export function TeamCard({ team, onAddPeople }: TeamCardProps) {
  const { canInvite, canManage } = teamPermissions(team.current_user_role);
  const color = brandColorOf(team);
  const { formatMessage, formatNumber } = useAppIntl();
  return (
    <Card.Root
      as="article"
      variant="outline"
      aria-labelledby={`team-${team.id}-name`}
      borderTopWidth="4px"
      style={{ borderTopColor: color }}
      data-testid="team-card"
    >
      <Card.Body gap="4">
        <HStack gap="3" align="flex-start">
          <TeamLogo name={team.name} logoUrl={team.logo_url} color={color} />
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h2" size="lg" id={`team-${team.id}-name`} wordBreak="break-word">
              {team.name}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Text textStyle="sm" color="fg.muted">
                {formatMessage(m.members, { count: team.member_count })}
              </Text>
              <RoleBadge role={team.current_user_role} />
            </HStack>
          </Stack>
        </HStack>
        <Text
          color={team.description ? 'fg' : 'fg.muted'}
          fontStyle={team.description ? undefined : 'italic'}
          lineClamp={3}
          wordBreak="break-word"
        >
          {team.description || formatMessage(m.noDescription)}
        </Text>
        <HStack as="dl" gap="6" mt="auto">
          <Stack gap="0" direction="column-reverse">
            <Text as="dt" textStyle="sm" color="fg.muted">
              {formatMessage(m.surveys)}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="semibold">
              {formatNumber(team.survey_count)}
            </Text>
          </Stack>
          <Stack gap="0" direction="column-reverse">
            <Text as="dt" textStyle="sm" color="fg.muted">
              {formatMessage(m.responses)}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="semibold">
              {formatNumber(team.response_count)}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
      {/* Each button grows from its own width, and the row wraps: at equal thirds "Add people" ran past its edges. */}
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild size="lg" variant="solid" colorPalette="blue" flex="1 1 auto">
          <RouterLink
            to={paths.team.getHref(team.id)}
            aria-label={formatMessage(m.viewTeam, { team: team.name })}
          >
            {formatMessage(m.view)}
          </RouterLink>
        </Button>
        {canInvite && (
          <Button
            size="lg"
            variant="outline"
            flex="1 1 auto"
            aria-label={formatMessage(m.addPeopleTo, { team: team.name })}
            onClick={() => onAddPeople(team)}
          >
            {formatMessage(m.addPeople)}
          </Button>
        )}
        {canManage && (
          <Button asChild size="lg" variant="outline" flex="1 1 auto">
            <RouterLink
              to={paths.teamSettings.getHref(team.id)}
              aria-label={formatMessage(m.settingsFor, { team: team.name })}
            >
              {formatMessage(m.settings)}
            </RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
