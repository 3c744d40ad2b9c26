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
import { actionStatuses, type Action, type ActionStatus } from '#shared/api/actions';
import { LoadFailed } from '../../../components/load-failed';
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { changeActionStatus, useActionsTeam, useTeamActions } from '../api/use-team-actions';
import { actionsMessages as m, actionStatusMessages } from '../messages';

const STATUS_PALETTE: Record<ActionStatus, string> = {
  open: 'gray',
  in_progress: 'blue',
  done: 'green',
  dropped: 'orange',
};

/**
 * A team's actions (issue #31): what its managers said they would do about its surveys' results,
 * with owners, due dates, statuses and every status change. Everyone on the team reads it; owners
 * and admins change statuses here.
 */
export function TeamActionsPage() {
  const intl = useAppIntl();
  const { teamId = '' } = useParams();
  const team = useActionsTeam(teamId);
  const actions = useTeamActions(teamId);
  const role = team.data?.team.current_user_role;
  const canChange = role === 'owner' || role === 'admin';
  return (
    <Stack gap="5" maxW="5xl" w="full" mx="auto" data-testid="team-actions">
      <Link asChild alignSelf="flex-start" minH="11" color="fg.muted" textDecoration="underline">
        <RouterLink to={paths.team.getHref(teamId)}>{intl.formatMessage(m.backToTeam)}</RouterLink>
      </Link>
      <title>
        {team.data
          ? intl.formatMessage(m.titleOfTeam, { team: team.data.team.name })
          : intl.formatMessage(m.title)}
      </title>
      <Heading as="h1" size="2xl" wordBreak="break-word">
        {team.data
          ? intl.formatMessage(m.headingOfTeam, { team: team.data.team.name })
          : intl.formatMessage(m.heading)}
      </Heading>
      {actions.error && !actions.data ? (
        <LoadFailed
          title={intl.formatMessage(m.loadFailed)}
          error={actions.error}
          retrying={actions.isValidating}
          onRetry={() => void actions.mutate()}
        />
      ) : !actions.data ? (
        <Stack gap="3" aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
          <Skeleton h="32" />
          <Skeleton h="32" />
        </Stack>
      ) : actions.data.actions.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>
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
  const intl = useAppIntl();
  const statusLabel = (status: ActionStatus) => intl.formatMessage(actionStatusMessages[status]);
  const headingId = useId();
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  const change = async (status: ActionStatus) => {
    setBusy(true);
    try {
      await changeActionStatus(action.surveyId, action.id, status);
      toast.success(intl.formatMessage(m.changed, { status: statusLabel(status) }));
      onChanged();
    } catch (failure) {
      toast.failure(describeError(failure, intl.formatMessage(m.changeFailed)));
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
              {intl.formatMessage(m.source, {
                survey: action.surveyTitle,
                round: action.round,
                question: action.question,
              })}
            </Text>
          </Stack>
          <Badge colorPalette={STATUS_PALETTE[action.status]} size="lg" data-testid="status">
            {statusLabel(action.status)}
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
              {intl.formatMessage(m.owner)}
            </Text>
            <Text as="dd">{action.ownerName}</Text>
          </Box>
          <Box>
            <Text as="dt" textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.due)}
            </Text>
            <Text as="dd">
              {intl.formatDate(`${action.dueDate}T12:00:00Z`, {
                year: 'numeric',
                month: 'short',
                day: 'numeric',
                timeZone: 'UTC',
              })}
            </Text>
          </Box>
          <Box>
            <Text as="dt" textStyle="sm" color="fg.muted">
              {intl.formatMessage(m.checkedIn)}
            </Text>
            <Text as="dd">
              {action.checkedInRound === null
                ? intl.formatMessage(m.nextRound)
                : intl.formatMessage(m.round, { round: action.checkedInRound })}
            </Text>
          </Box>
        </Flex>
        {canChange && (
          <Box maxW="xs">
            <label htmlFor={selectId}>
              <Text as="span" textStyle="sm" color="fg.muted">
                {intl.formatMessage(m.changeStatus)}
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
                    {statusLabel(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        )}
        <Box>
          <Text textStyle="sm" fontWeight="semibold">
            {intl.formatMessage(m.statusChanges)}
          </Text>
          <Stack as="ol" gap="0" ps="5" textStyle="sm" color="fg.muted" data-testid="history">
            {action.history.map((h) => (
              <li key={`${h.at}-${h.status}`}>
                {intl.formatMessage(m.historyEntry, {
                  status: statusLabel(h.status),
                  name: h.byName,
                  time: intl.formatDate(h.at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </li>
            ))}
          </Stack>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
