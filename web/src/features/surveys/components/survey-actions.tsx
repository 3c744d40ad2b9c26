import { Badge, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { ACTION_STATUS_LABELS, type Action, type ActionsResponse } from '#shared/api/actions';
import { useAppIntl } from '../../../i18n/intl';
import { apiKey, type ApiError } from '../../../lib/api-client';
import { actionsMessages as m } from '../messages';
import type { SurveyIntl } from '../survey-intl';

const score = (value: number, intl: SurveyIntl) =>
  `${intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}/5`;

function followThroughLabel(a: Action, intl: SurveyIntl): string {
  const say = intl.formatMessage;
  if (a.checkedInRound === null) return say(a.status === 'dropped' ? m.notChecked : m.nextRound);
  const round = a.checkedInRound;
  if (!a.followThrough) return say(m.round, { round });
  if (a.followThrough.status === 'waiting') return say(m.waiting, { round });
  if (a.followThrough.average === null) return say(m.nobodyRated, { round });
  return say(m.scored, {
    score: score(a.followThrough.average, intl),
    round,
    answered: a.followThrough.answered,
  });
}

/**
 * Each owner's follow-through over time: per round that checked their actions, the mean of those
 * actions' scores (each the results view's own figure; actions still waiting are left out).
 */
export function ownerSeries(
  actions: Action[],
): { owner: string; points: { round: number; score: number }[] }[] {
  const byOwner = new Map<string, Map<number, number[]>>();
  for (const a of actions) {
    const ft = a.followThrough;
    if (!ft || ft.status !== 'shown' || ft.average === null) continue;
    const rounds = byOwner.get(a.ownerName) ?? new Map<number, number[]>();
    rounds.set(ft.round, [...(rounds.get(ft.round) ?? []), ft.average]);
    byOwner.set(a.ownerName, rounds);
  }
  return [...byOwner.entries()]
    .map(([owner, rounds]) => ({
      owner,
      points: [...rounds.entries()]
        .sort(([x], [y]) => x - y)
        .map(([round, scores]) => ({
          round,
          score: Math.round((scores.reduce((s, v) => s + v, 0) / scores.length) * 10) / 10,
        })),
    }))
    .sort((x, y) => x.owner.localeCompare(y.owner));
}

/**
 * The survey's actions with their follow-through scores, and each owner's over time (issue #31).
 * Shown under the results when the survey has actions.
 */
export function SurveyActions({ surveyId }: { surveyId: string }) {
  const intl = useAppIntl();
  const say = intl.formatMessage;
  const actions = useSWR<ActionsResponse, ApiError>(
    apiKey('ListSurveyActions', { params: { id: surveyId } }),
  );
  // A survey the caller may not see says so in the results above; nothing more here.
  if (actions.error && !actions.data && actions.error.status !== 404) {
    return (
      <Stack direction="row" align="center" gap="3">
        <Text color="fg.muted">{say(m.loadFailed)}</Text>
        <Button size="sm" variant="outline" onClick={() => void actions.mutate()}>
          {say(m.retry)}
        </Button>
      </Stack>
    );
  }
  const list = actions.data?.actions ?? [];
  if (list.length === 0) return null;
  const series = ownerSeries(list);
  return (
    <Card.Root variant="outline" data-testid="survey-actions">
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          {say(m.heading)}
        </Heading>
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Caption srOnly>{say(m.caption)}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{say(m.action)}</Table.ColumnHeader>
                <Table.ColumnHeader>{say(m.owner)}</Table.ColumnHeader>
                <Table.ColumnHeader>{say(m.status)}</Table.ColumnHeader>
                <Table.ColumnHeader>{say(m.followThrough)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((a) => (
                <Table.Row key={a.id} data-testid="survey-action">
                  <Table.Cell wordBreak="break-word">{a.what}</Table.Cell>
                  <Table.Cell>{a.ownerName}</Table.Cell>
                  <Table.Cell>
                    <Badge variant="subtle">{ACTION_STATUS_LABELS[a.status]}</Badge>
                  </Table.Cell>
                  <Table.Cell data-testid="follow-through">
                    {followThroughLabel(a, intl)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {series.length > 0 && (
          <Stack gap="1" data-testid="owner-series">
            <Heading as="h3" size="md">
              {say(m.byOwner)}
            </Heading>
            {series.map((s) => (
              <Text key={s.owner}>
                <Text as="span" fontWeight="semibold">
                  {s.owner}:
                </Text>{' '}
                {s.points
                  .map((p) => say(m.ownerPoint, { round: p.round, score: score(p.score, intl) }))
                  .join(', ')}
              </Text>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
