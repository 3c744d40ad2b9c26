import {
  Alert,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Team } from '#shared/api/teams';
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useTeams } from '../api/use-teams';
import { readPendingInvitation, writePendingInvitation } from '../pending-invitation';
import { teamsMessages as m } from '../messages';
import { CreateTeamDialog } from './create-team-dialog';
import { AddPeopleDialog } from './add-people-dialog';
import { TeamCard } from './team-card';

/** /teams: the caller's teams as cards, Create Team, and Add people on each team's card. */
export function TeamsPage() {
  const { data, error, isLoading, mutate } = useTeams();
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState<Team | null>(null);
  const teams = data?.teams ?? [];
  const { formatMessage } = useAppIntl();
  const loadFailed = formatMessage(m.loadFailed);

  useEffect(() => {
    if (error) toast.failure(describeError(error, loadFailed), { id: 'teams-load' });
  }, [error, loadFailed]);

  return (
    <Stack gap="6">
      <title>{formatMessage(m.title)}</title>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="4">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {formatMessage(m.heading)}
          </Heading>
          <Text color="fg.muted">{formatMessage(m.intro)}</Text>
        </Stack>
        <Button
          size="lg"
          colorPalette="blue"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          onClick={() => setCreating(true)}
        >
          <PlusIcon />
          {formatMessage(m.createTeam)}
        </Button>
      </Stack>

      <PendingInvitation />

      {isLoading ? (
        <LoadingTeams />
      ) : error && !data ? (
        <Alert.Root status="error" alignItems="center" flexWrap="wrap">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{loadFailed}</Alert.Title>
            <Alert.Description>{describeError(error, loadFailed).message}</Alert.Description>
          </Alert.Content>
          <Button size="lg" variant="outline" onClick={() => void mutate()}>
            {formatMessage(m.retry)}
          </Button>
        </Alert.Root>
      ) : teams.length === 0 ? (
        <Card.Root variant="outline">
          <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
            <Heading as="h2" size="lg">
              {formatMessage(m.noTeams)}
            </Heading>
            <Text color="fg.muted" maxW="md">
              {formatMessage(m.noTeamsText)}
            </Text>
            <Button size="lg" colorPalette="blue" onClick={() => setCreating(true)}>
              {formatMessage(m.createTeam)}
            </Button>
          </Card.Body>
        </Card.Root>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="5" listStyleType="none" p="0">
          {teams.map((team) => (
            <Box
              as="li"
              key={team.id}
              display="flex"
              flexDirection="column"
              css={{ '& > *': { flex: 1 } }}
            >
              <TeamCard team={team} onAddPeople={setAdding} />
            </Box>
          ))}
        </SimpleGrid>
      )}

      <CreateTeamDialog open={creating} onClose={() => setCreating(false)} />
      {adding && <AddPeopleDialog team={adding} onClose={() => setAdding(null)} />}
    </Stack>
  );
}

function LoadingTeams() {
  const { formatMessage } = useAppIntl();
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="5"
      aria-busy="true"
      data-testid="teams-loading"
    >
      <Text srOnly role="status">
        {formatMessage(m.loading)}
      </Text>
      {[0, 1, 2].map((i) => (
        <Card.Root key={i} variant="outline" aria-hidden="true">
          <Card.Body gap="4">
            <HStack gap="3">
              <Skeleton boxSize="12" borderRadius="l3" />
              <Stack flex="1" gap="2">
                <Skeleton height="5" width="60%" />
                <Skeleton height="4" width="40%" />
              </Stack>
            </HStack>
            <SkeletonText noOfLines={2} />
            <Skeleton height="11" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** An invitation opened before registering: the way back to accept it. */
function PendingInvitation() {
  const [token, setToken] = useState(readPendingInvitation);
  const { formatMessage } = useAppIntl();
  if (!token) return null;
  return (
    <Alert.Root status="info" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{formatMessage(m.invitationWaiting)}</Alert.Title>
        <Alert.Description>{formatMessage(m.invitationReview)}</Alert.Description>
      </Alert.Content>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="lg" colorPalette="blue">
          <RouterLink to={paths.invitationAccept.getHref(token)}>
            {formatMessage(m.invitationReviewButton)}
          </RouterLink>
        </Button>
        <Button
          size="lg"
          variant="ghost"
          onClick={() => {
            writePendingInvitation(null);
            setToken(null);
          }}
        >
          {formatMessage(m.dismiss)}
        </Button>
      </HStack>
    </Alert.Root>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" d="M12 5v14M5 12h14" />
    </svg>
  );
}
