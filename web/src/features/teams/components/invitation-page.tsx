import { Alert, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { useAppIntl } from '../../../i18n/intl';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useTeamInvitation, type TeamInvitation } from '../api/use-teams';
import { useTeamMutations } from '../api/use-team-mutations';
import { invitationMessages as i } from '../messages';
import { readPendingInvitation, writePendingInvitation } from '../pending-invitation';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box maxW="lg" mx="auto" width="full">
      <title>{`${title} · Candor`}</title>
      <Card.Root variant="outline">
        <Card.Body gap="6" p={{ base: '5', md: '8' }}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
            {title}
          </Heading>
          {children}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

/**
 * /invitations/accept?token=...: where invitation e-mails lead. Shows the team, the invited
 * address and role to anyone with the link; a signed-in invitee accepts and goes to the team,
 * anyone else signs in or registers first and comes back here.
 */
export function InvitationPage() {
  const [search] = useSearchParams();
  const [token] = useState(() => search.get('token') || readPendingInvitation());
  const { data, error, isLoading, mutate } = useTeamInvitation(token);
  const { formatMessage } = useAppIntl();

  const invalid = !token || (isApiError(error) && error.status >= 400 && error.status < 500);
  useEffect(() => {
    if (invalid) writePendingInvitation(null);
  }, [invalid]);

  if (invalid) {
    return (
      <Frame title={formatMessage(i.invalidHeading)}>
        <Stack gap="2">
          <Text fontWeight="medium">{formatMessage(i.invalidTitle)}</Text>
          <Text color="fg.muted">
            {(isApiError(error) && error.details) || formatMessage(i.invalidDetail)}
          </Text>
        </Stack>
        <Button asChild size="lg" colorPalette="blue" alignSelf="flex-start">
          <RouterLink to={paths.home.getHref()}>{formatMessage(i.goToCandor)}</RouterLink>
        </Button>
      </Frame>
    );
  }
  if (isLoading) return <PageSpinner label={formatMessage(i.loading)} />;
  if (error || !data) {
    return (
      <Frame title={formatMessage(i.heading)}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{formatMessage(i.loadFailed)}</Alert.Title>
            <Alert.Description>
              {describeError(error, formatMessage(i.loadFailed)).message}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button size="lg" variant="outline" alignSelf="flex-start" onClick={() => void mutate()}>
          {formatMessage(i.retry)}
        </Button>
      </Frame>
    );
  }
  return <Invitation token={token} invitation={data} />;
}

function Invitation({ token, invitation }: { token: string; invitation: TeamInvitation }) {
  const { user, loading, isAuthenticated, logout } = useAuth();
  const { acceptInvitation } = useTeamMutations();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ status: number; message: string } | null>(null);
  const { formatMessage } = useAppIntl();
  const role = formatMessage(invitation.role === 'admin' ? i.admin : i.member);
  useEffect(() => {
    // Kept for this tab while signed out: registration does not come back here by itself.
    if (!loading && !isAuthenticated) writePendingInvitation(token);
  }, [loading, isAuthenticated, token]);

  const wrongAccount =
    isAuthenticated && user !== null && user.email.toLowerCase() !== invitation.email.toLowerCase();

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const team = await acceptInvitation(token);
      writePendingInvitation(null);
      toast.success(formatMessage(i.joined, { team: team.name }));
      navigate(paths.team.getHref(team.id), { replace: true });
    } catch (failure) {
      setBusy(false);
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) {
        if (failure.status === 409) writePendingInvitation(null);
        setProblem({ status: failure.status, message: failure.message });
      } else {
        toast.failure(describeError(failure, formatMessage(i.acceptFailed)));
      }
    }
  };

  return (
    <Frame title={formatMessage(i.join, { team: invitation.teamName })}>
      <Stack gap="3">
        <Text>
          {formatMessage(i.invitedYou, {
            inviter: invitation.invitedBy || formatMessage(i.aTeamOwner),
            team: invitation.teamName,
            strong,
          })}
        </Text>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
          <Text as="dt" color="fg.muted">
            {formatMessage(i.email)}
          </Text>
          <Text as="dd" fontWeight="medium" wordBreak="break-all">
            {invitation.email}
          </Text>
          <Text as="dt" color="fg.muted">
            {formatMessage(i.role)}
          </Text>
          <Text as="dd" fontWeight="medium">
            {role}
          </Text>
        </Box>
      </Stack>

      {loading ? (
        <PageSpinner label={formatMessage(i.checkingSession)} />
      ) : !isAuthenticated ? (
        <Stack gap="3">
          <Text color="fg.muted">
            {formatMessage(i.signInToAccept, { email: invitation.email })}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild size="lg" colorPalette="blue">
              <RouterLink to={paths.login.getHref(invitation.email)} state={{ from: location }}>
                {formatMessage(i.signIn)}
              </RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink
                to={paths.register.getHref(undefined, invitation.email)}
                state={{ from: location }}
              >
                {formatMessage(i.createAccount)}
              </RouterLink>
            </Button>
          </Stack>
        </Stack>
      ) : wrongAccount || problem?.status === 403 ? (
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{formatMessage(i.otherAccount)}</Alert.Title>
              <Alert.Description>
                {formatMessage(i.otherAccountText, { user: user?.email, email: invitation.email })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button
            size="lg"
            colorPalette="blue"
            alignSelf="flex-start"
            onClick={() => void logout()}
          >
            {formatMessage(i.switchAccount)}
          </Button>
        </Stack>
      ) : problem?.status === 409 ? (
        <Stack gap="4">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{problem.message}</Alert.Title>
          </Alert.Root>
          <Button asChild size="lg" colorPalette="blue" alignSelf="flex-start">
            <RouterLink to={paths.teams.getHref()}>{formatMessage(i.goToTeams)}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          {problem && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{problem.message || formatMessage(i.invalidTitle)}</Alert.Title>
                {problem.status === 400 && (
                  <Alert.Description>{formatMessage(i.invalidDetail)}</Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              size="lg"
              colorPalette="blue"
              loading={busy}
              loadingText={formatMessage(i.joining)}
              disabled={problem?.status === 400}
              onClick={() => void accept()}
            >
              {formatMessage(i.accept)}
            </Button>
            <Button asChild size="lg" variant="ghost">
              <RouterLink to={paths.dashboard.getHref()}>{formatMessage(i.notNow)}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      )}
    </Frame>
  );
}
