import {
  Badge,
  Box,
  Card,
  Flex,
  Heading,
  Link,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  ACTION_STATUS_LABELS,
  actionStatuses,
  type Action,
  type ActionStatus,
} from '#shared/api/actions';
import { LoadFailed } from '../../../components/load-failed';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { changeActionStatus, useActionsTeam, useTeamActions } from '../api/use-team-actions';

export const TEAM_ACTIONS_MESSAGES = {
  loadFailed: 'Failed to load actions',
  changeFailed: 'Failed to change the status',
  empty:
    'No actions yet. On a question of a round’s results, choose Add action: the next round asks whether you followed through.',
};

const STATUS_PALETTE: Record<ActionStatus, string> = {
  open: 'gray',
  in_progress: 'blue',
  done: 'green',
  dropped: 'orange',
};

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const timeLabel = (at: string) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A team's actions (issue #31): what its managers said they would do about its surveys' results,
 * with owners, due dates, statuses and every status change. Everyone on the team reads it; owners
 * and admins change statuses here.
 */
export function TeamActionsPage() {
  const { teamId = '' } = useParams();
  const team = useActionsTeam(teamId);
  const actions = useTeamActions(teamId);
  const role = team.data?.team.current_user_role;
  const canChange = role === 'owner' || role === 'admin';
  return (
    <Stack gap="5" maxW="5xl" w="full" mx="auto" data-testid="team-actions">
      <Link asChild alignSelf="flex-start" minH="11" color="fg.muted" textDecoration="underline">
        <RouterLink to={paths.team.getHref(teamId)}>← Back to the team</RouterLink>
      </Link>
      <title>{`Actions${team.data ? `: ${team.data.team.name}` : ''} · Candor`}</title>
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {team.data ? `${team.data.team.name}: actions` : 'Team actions'}
      </Heading>
      {actions.error && !actions.data ? (
        <LoadFailed
          title={TEAM_ACTIONS_MESSAGES.loadFailed}
          error={actions.error}
          retrying={actions.isValidating}
          onRetry={() => void actions.mutate()}
        />
      ) : !actions.data ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading actions">
          <Skeleton h="32" />
          <Skeleton h="32" />
        </Stack>
      ) : actions.data.actions.length === 0 ? (
        <Text color="fg.muted">{TEAM_ACTIONS_MESSAGES.empty}</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" ps="0">
          {actions.data.actions.map((action) => (
            <li key={action.id}>
              <ActionCard
                action={action}
                canChange={canChange}
                onChanged={() => void actions.mutate()}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ActionCard({
  action,
  canChange,
  onChanged,
}: {
  action: Action;
  canChange: boolean;
  onChanged: () => void;
}) {
  const headingId = useId();
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  const change = async (status: ActionStatus) => {
    setBusy(true);
    try {
      await changeActionStatus(action.surveyId, action.id, status);
      toast.success(`Status changed to ${ACTION_STATUS_LABELS[status]}`);
      onChanged();
    } catch (failure) {
      toast.failure(describeError(failure, TEAM_ACTIONS_MESSAGES.changeFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId} data-testid="action">
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h2" size="md" id={headingId} wordBreak="break-word">
              {action.what}
            </Heading>
            <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
              {action.surveyTitle}, round {action.round}: “{action.question}”
            </Text>
          </Stack>
          <Badge colorPalette={STATUS_PALETTE[action.status]} size="lg" data-testid="status">
            {ACTION_STATUS_LABELS[action.status]}
          </Badge>
        </Flex>
        <Flex
          as="dl"
          gap={{ base: '2', sm: '6' }}
          wrap="wrap"
          css={{ '& dd': { marginInlineStart: 0, fontWeight: 'medium' } }}
        >
          <Box>
            <Text as="dt" textStyle="sm" color="fg.muted">
              Owner
            </Text>
            <Text as="dd">{action.ownerName}</Text>
          </Box>
          <Box>
            <Text as="dt" textStyle="sm" color="fg.muted">
              Due
            </Text>
            <Text as="dd">{dayLabel(action.dueDate)}</Text>
          </Box>
          <Box>
            <Text as="dt" textStyle="sm" color="fg.muted">
              Checked in
            </Text>
            <Text as="dd">
              {action.checkedInRound === null ? 'the next round' : `round ${action.checkedInRound}`}
            </Text>
          </Box>
        </Flex>
        {canChange && (
          <Box maxW="xs">
            <label htmlFor={selectId}>
              <Text as="span" textStyle="sm" color="fg.muted">
                Change status
              </Text>
            </label>
            <NativeSelect.Root size="md" disabled={busy}>
              <NativeSelect.Field
                id={selectId}
                value={action.status}
                onChange={(e) => void change(e.currentTarget.value as ActionStatus)}
              >
                {actionStatuses.map((s) => (
                  <option key={s} value={s}>
                    {ACTION_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        )}
        <Box>
          <Text textStyle="sm" fontWeight="semibold">
            Status changes
          </Text>
          <Stack as="ol" gap="0" ps="5" textStyle="sm" color="fg.muted" data-testid="history">
            {action.history.map((h) => (
              <li key={`${h.at}-${h.status}`}>
                {ACTION_STATUS_LABELS[h.status]}, by {h.byName}, {timeLabel(h.at)}
              </li>
            ))}
          </Stack>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
