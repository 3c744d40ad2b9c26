import {
  Alert,
  Box,
  Button,
  Card,
  Grid,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useMatch, useParams } from 'react-router-dom';
import type { Team } from '#shared/api/teams';
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useTeam, useTeamMembers } from '../api/use-teams';
import { isMissingTeam } from '../team-errors';
import { teamsMessages as m } from '../messages';
import { brandColorOf, formatDate, teamPermissions } from '../team-rules';
import { AddPeopleDialog } from './add-people-dialog';
import { DeleteTeamDialog } from './delete-team-dialog';
import { BrandingForm } from './branding-form';
import { MemberControls } from './member-controls';
import { MemberSummary } from './member-summary';
import { RoleBadge } from './role-badge';
import { TeamInfoForm } from './team-info-form';
import { TeamLogo } from './team-logo';
import { TeamResultsReads } from './team-results-reads';

/**
 * /teams/:teamId and /teams/:teamId/settings (edit mode on). Remounted when either changes, so
 * each address starts in its own mode.
 */
export function TeamDetailPage() {
  const { teamId = '' } = useParams();
  const settings = useMatch(paths.teamSettings.path) !== null;
  return <TeamDetail key={`${teamId}:${settings}`} teamId={teamId} startEditing={settings} />;
}

function TeamDetail({ teamId, startEditing }: { teamId: string; startEditing: boolean }) {
  const { data, error, isLoading, mutate } = useTeam(teamId);
  const missing = isMissingTeam(error);
  const { formatMessage } = useAppIntl();
  const loadFailed = formatMessage(m.loadDetailsFailed);

  useEffect(() => {
    if (error && !isMissingTeam(error)) {
      toast.failure(describeError(error, loadFailed), { id: 'team-load' });
    }
  }, [error, loadFailed]);

  if (isLoading) return <LoadingTeam />;
  if (missing) return <TeamNotFound />;
  if (error && !data) {
    return (
      <Stack gap="6">
        <title>{formatMessage(m.loadFailedTitle)}</title>
        <BackToTeams />
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {formatMessage(m.team)}
        </Heading>
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
      </Stack>
    );
  }
  if (!data) return <LoadingTeam />;
  return <TeamView team={data.team} startEditing={startEditing} />;
}

function TeamView({ team, startEditing }: { team: Team; startEditing: boolean }) {
  const { canInvite, canManage } = teamPermissions(team.current_user_role);
  const [editing, setEditing] = useState(startEditing && canManage);
  const [branding, setBranding] = useState(false);
  const infoRef = useRef<HTMLDivElement>(null);
  const color = brandColorOf(team);
  const { formatMessage, locale } = useAppIntl();

  const settingsRef = useRef<HTMLDivElement>(null);
  const [deleting, setDeleting] = useState(false);

  const openEdit = () => {
    setEditing(true);
    requestAnimationFrame(() => {
      infoRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      infoRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
    });
  };

  // Settings is the owner's panel (editing, branding, deleting the team), not the Edit form.
  const openSettings = () => {
    requestAnimationFrame(() => {
      settingsRef.current?.focus({ preventScroll: true });
      settingsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    });
  };

  return (
    <Stack gap="6">
      <title>{`${team.name} · Candor`}</title>
      <BackToTeams />
      <Card.Root variant="outline" borderTopWidth="4px" style={{ borderTopColor: color }}>
        <Card.Body>
          <Stack
            direction={{ base: 'column', md: 'row' }}
            gap="5"
            justify="space-between"
            align={{ base: 'stretch', md: 'center' }}
          >
            <HStack gap="4" align="center" minW="0">
              <TeamLogo
                name={team.name}
                logoUrl={team.logo_url}
                color={color}
                size="xl"
                alt={formatMessage(m.logoOf, { team: team.name })}
              />
              <Stack gap="1" minW="0">
                <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
                  {team.name}
                </Heading>
                <HStack gap="2" wrap="wrap">
                  <Text color="fg.muted">
                    {formatMessage(m.members, { count: team.member_count })}
                  </Text>
                  <RoleBadge role={team.current_user_role} />
                </HStack>
              </Stack>
            </HStack>
            {canManage && (
              <HStack gap="2" wrap="wrap">
                <ToggleButton pressed={branding} onClick={() => setBranding((on) => !on)}>
                  <PaletteIcon />
                  {formatMessage(m.branding)}
                </ToggleButton>
                <ToggleButton pressed={editing} onClick={() => setEditing((on) => !on)}>
                  <PencilIcon />
                  {formatMessage(m.edit)}
                </ToggleButton>
              </HStack>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          <Card.Root variant="outline" ref={infoRef} scrollMarginTop="4">
            <Card.Body gap="4">
              <Heading as="h2" size="lg">
                {formatMessage(m.information)}
              </Heading>
              {editing ? (
                <TeamInfoForm team={team} onDone={() => setEditing(false)} />
              ) : (
                <Stack gap="3">
                  <Text
                    color={team.description ? 'fg' : 'fg.muted'}
                    fontStyle={team.description ? undefined : 'italic'}
                    whiteSpace="pre-line"
                    wordBreak="break-word"
                  >
                    {team.description || formatMessage(m.noDescription)}
                  </Text>
                  {formatDate(team.created_at, locale) && (
                    <Text textStyle="sm" color="fg.muted">
                      {formatMessage(m.createdOn, { date: formatDate(team.created_at, locale) })}
                    </Text>
                  )}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
          <TeamMembers team={team} canInvite={canInvite} canManage={canManage} />
          <TeamResultsReads teamId={team.id} />
        </Stack>
        <Stack gap="6" minW="0">
          <Card.Root variant="outline">
            <Card.Body gap="4">
              <Heading as="h2" size="lg">
                {formatMessage(m.branding)}
              </Heading>
              {branding && canManage ? (
                <BrandingForm team={team} onDone={() => setBranding(false)} />
              ) : (
                <BrandingView team={team} />
              )}
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body gap="3">
              <Heading as="h2" size="lg">
                {formatMessage(m.quickActions)}
              </Heading>
              <Button asChild size="lg" colorPalette="blue" justifyContent="flex-start">
                <RouterLink to={paths.newSurvey.getHref(team.id)}>
                  {formatMessage(m.createSurvey)}
                </RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline" justifyContent="flex-start">
                <RouterLink to={paths.analytics.getHref()}>
                  {formatMessage(m.viewAnalytics)}
                </RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline" justifyContent="flex-start">
                <RouterLink to={paths.teamActions.getHref(team.id)}>
                  {formatMessage(m.teamActions)}
                </RouterLink>
              </Button>
              {canManage && (
                <Button
                  size="lg"
                  variant="outline"
                  justifyContent="flex-start"
                  onClick={openSettings}
                >
                  {formatMessage(m.settings)}
                </Button>
              )}
            </Card.Body>
          </Card.Root>
          {canManage && (
            <Card.Root
              variant="outline"
              as="section"
              aria-labelledby="team-settings-heading"
              ref={settingsRef}
              tabIndex={-1}
              scrollMarginTop="4"
            >
              <Card.Body gap="3">
                <Heading as="h2" size="lg" id="team-settings-heading">
                  {formatMessage(m.teamSettings)}
                </Heading>
                <Text color="fg.muted">{formatMessage(m.ownerOnly)}</Text>
                <Button size="lg" variant="outline" justifyContent="flex-start" onClick={openEdit}>
                  {formatMessage(m.editInfo)}
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  justifyContent="flex-start"
                  onClick={() => setBranding(true)}
                >
                  {formatMessage(m.changeBrand)}
                </Button>
                <Stack gap="2" borderTopWidth="1px" pt="3">
                  <Heading as="h3" size="md">
                    {formatMessage(m.deleteHeading)}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted">
                    {formatMessage(m.deleteText)}
                  </Text>
                  <Button
                    size="lg"
                    variant="outline"
                    colorPalette="red"
                    justifyContent="flex-start"
                    onClick={() => setDeleting(true)}
                  >
                    {formatMessage(m.deleteTeam)}
                  </Button>
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      </Grid>
      {canManage && (
        <DeleteTeamDialog team={team} open={deleting} onClose={() => setDeleting(false)} />
      )}
    </Stack>
  );
}

function ToggleButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="lg"
      variant={pressed ? 'subtle' : 'outline'}
      colorPalette={pressed ? 'blue' : 'gray'}
      aria-pressed={pressed}
      flex={{ base: '1', md: 'initial' }}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The brand as it is: the logo, and a swatch with the colour's value. */
function BrandingView({ team }: { team: Team }) {
  const color = brandColorOf(team);
  const { formatMessage } = useAppIntl();
  return (
    <Stack gap="4">
      <HStack gap="4">
        <TeamLogo name={team.name} logoUrl={team.logo_url} color={color} size="lg" />
        <Text color="fg.muted" textStyle="sm">
          {formatMessage(team.logo_url ? m.logoUploaded : m.noLogo)}
        </Text>
      </HStack>
      <HStack gap="3">
        <Box
          boxSize="11"
          borderRadius="l2"
          borderWidth="1px"
          borderColor="border"
          flexShrink={0}
          style={{ backgroundColor: color }}
          data-testid="brand-swatch"
          aria-hidden="true"
        />
        <Stack gap="0">
          <Text textStyle="sm" color="fg.muted">
            {formatMessage(m.brandColor)}
          </Text>
          <Text fontFamily="mono" fontWeight="semibold" data-testid="brand-color-value">
            {color}
          </Text>
        </Stack>
      </HStack>
    </Stack>
  );
}

function TeamMembers({
  team,
  canInvite,
  canManage,
}: {
  team: Team;
  canInvite: boolean;
  canManage: boolean;
}) {
  const { data, error, isLoading, mutate } = useTeamMembers(team.id);
  const [adding, setAdding] = useState(false);
  const members = data?.members ?? [];
  const { formatMessage } = useAppIntl();
  const loadFailed = formatMessage(m.loadDetailsFailed);

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="team-members-heading">
      <Card.Body gap="4">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
          <Heading as="h2" size="lg" id="team-members-heading">
            {formatMessage(m.membersHeading)}
          </Heading>
          {canInvite && (
            <Button
              size="lg"
              colorPalette="blue"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              onClick={() => setAdding(true)}
            >
              <PlusIcon />
              {formatMessage(m.addPeople)}
            </Button>
          )}
        </Stack>
        {isLoading ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" aria-busy="true">
            <Text srOnly role="status">
              {formatMessage(m.loadingMembers)}
            </Text>
            <Skeleton height="20" />
            <Skeleton height="20" />
          </SimpleGrid>
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
        ) : members.length === 0 ? (
          <Text color="fg.muted">{formatMessage(m.noMembers)}</Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" p="0" m="0">
            {members.map((member) => (
              <Stack
                as="li"
                key={member.id}
                gap="3"
                p="4"
                borderWidth="1px"
                borderRadius="l3"
                data-testid="member-card"
              >
                <MemberSummary member={member} />
                {canManage && <MemberControls teamId={team.id} member={member} />}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Card.Body>
      {canInvite && adding && <AddPeopleDialog team={team} onClose={() => setAdding(false)} />}
    </Card.Root>
  );
}

function BackToTeams() {
  const { formatMessage } = useAppIntl();
  return (
    <Link asChild alignSelf="flex-start" minH="11" color="fg.muted" textDecoration="underline">
      <RouterLink to={paths.teams.getHref()}>{formatMessage(m.allTeams)}</RouterLink>
    </Link>
  );
}

function TeamNotFound() {
  const { formatMessage } = useAppIntl();
  const notFound = formatMessage(m.notFound);
  return (
    <Stack gap="4" align="flex-start">
      <title>{formatMessage(m.notFoundTitle)}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {notFound}
      </Heading>
      <Text color="fg.muted">{formatMessage(m.notFoundText)}</Text>
      <Button asChild size="lg" colorPalette="blue">
        <RouterLink to={paths.teams.getHref()}>{formatMessage(m.backToTeams)}</RouterLink>
      </Button>
    </Stack>
  );
}

function LoadingTeam() {
  const { formatMessage } = useAppIntl();
  return (
    <Stack gap="6" aria-busy="true" data-testid="team-loading">
      <title>{formatMessage(m.teamTitle)}</title>
      <Text srOnly role="status">
        {formatMessage(m.loadingTeam)}
      </Text>
      <Card.Root variant="outline" aria-hidden="true">
        <Card.Body>
          <HStack gap="4">
            <Skeleton boxSize="20" borderRadius="l3" />
            <Stack flex="1" gap="2">
              <Skeleton height="8" width="50%" />
              <Skeleton height="4" width="30%" />
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" aria-hidden="true">
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <Skeleton height="6" width="40%" />
            <SkeletonText noOfLines={3} />
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <Skeleton height="6" width="50%" />
            <Skeleton height="11" />
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
}

function PaletteIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.5 0-1.4-1.2-1.6-1.2-2.8 0-.9.7-1.7 1.7-1.7H16a5 5 0 0 0 5-5C21 6.5 17 3 12 3z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7" r="1" />
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinejoin="round" d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" d="M12 5v14M5 12h14" />
    </svg>
  );
}
