import { Badge, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { ACTION_STATUS_LABELS, type Action, type ActionsResponse } from '#shared/api/actions';
import { apiKey, type ApiError } from '../../../lib/api-client';

export const SURVEY_ACTIONS_MESSAGES = {
  loadFailed: 'The survey’s actions could not be loaded.',
};

const score = (value: number) => `${value.toFixed(1)}/5`;

function followThroughLabel(a: Action): string {
  if (a.checkedInRound === null) return a.status === 'dropped' ? 'Not checked' : 'Next round';
  if (!a.followThrough) return `Round ${a.checkedInRound}`;
  if (a.followThrough.status === 'waiting')
    return `Round ${a.checkedInRound}: not enough answers yet`;
  if (a.followThrough.average === null) return `Round ${a.checkedInRound}: nobody rated it`;
  return `${score(a.followThrough.average)} in round ${a.checkedInRound} (${a.followThrough.answered} answers)`;
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
  const actions = useSWR<ActionsResponse, ApiError>(
    apiKey('ListSurveyActions', { params: { id: surveyId } }),
  );
  // A survey the caller may not see says so in the results above; nothing more here.
  if (actions.error && !actions.data && actions.error.status !== 404) {
    return (
      <Stack direction="row" align="center" gap="3">
        <Text color="fg.muted">{SURVEY_ACTIONS_MESSAGES.loadFailed}</Text>
        <Button size="sm" variant="outline" onClick={() => void actions.mutate()}>
          Retry loading actions
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
          Actions and follow-through
        </Heading>
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Caption srOnly>Actions and their follow-through scores</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
                <Table.ColumnHeader>Owner</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Follow-through</Table.ColumnHeader>
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
                  <Table.Cell data-testid="follow-through">{followThroughLabel(a)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {series.length > 0 && (
          <Stack gap="1" data-testid="owner-series">
            <Heading as="h3" size="md">
              Follow-through by owner
            </Heading>
            {series.map((s) => (
              <Text key={s.owner}>
                <Text as="span" fontWeight="semibold">
                  {s.owner}:
                </Text>{' '}
                {s.points.map((p) => `round ${p.round} ${score(p.score)}`).join(', ')}
              </Text>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
