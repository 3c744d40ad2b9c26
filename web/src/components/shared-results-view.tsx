import { Badge, Box, Card, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { QuestionResult } from '#shared/api/results';
import type { ResultsRead, SharedResults } from '#shared/api/shares';
import { enpsLabel, participationLabel, ratingLabel } from '#shared/domain/metric-labels';
import type { AppMessage } from '../i18n/define-messages';
import { useAppIntl } from '../i18n/intl';
import { componentMessages as m } from './messages';

const KIND_LABELS: Record<ResultsRead['kinds'][number], AppMessage> = {
  results: m.readKindResults,
  heatmap: m.readKindHeatmap,
  export: m.readKindExport,
  analytics: m.readKindAnalytics,
  share: m.readKindShare,
};

/** "Nov 3, 2026" from "2026-11-03", the same on every machine. */
export function sharedDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
}

/** sharedDay in the app's language ("Nov 3, 2026" in English, "3. Nov. 2026" in German). */
function useSharedDay(): (day: string) => string {
  const { formatDate } = useAppIntl();
  return (day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return Number.isNaN(date.getTime())
      ? day
      : formatDate(date, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  };
}

const signed = (n: number, decimals: number) => {
  const text = Math.abs(n).toFixed(decimals);
  return n > 0 ? `+${text}` : n < 0 ? `−${text}` : text;
};

/**
 * A shared round's results as the people invited see them (issue #31, decision 0054): the
 * public page and the manager's preview render this one component, so the preview is exactly
 * what they will see. Figures only; comments only when the manager included them.
 */
export function SharedResultsView({
  results,
  reads,
}: {
  results: SharedResults;
  /** Who opened the survey's results; absent in the preview (the page lists them live). */
  reads?: ResultsRead[];
}) {
  const { formatMessage } = useAppIntl();
  const sharedDay = useSharedDay();
  const trend = results.rounds.filter((r) => r.shown);
  return (
    <Stack gap="6" data-testid="shared-results">
      <Stack gap="1">
        <Text textStyle="sm" color="fg.muted">
          {formatMessage(m.sharedBy, {
            name: results.sharedBy,
            day: sharedDay(results.sharedOn),
          })}
        </Text>
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {results.survey.title}
        </Heading>
        <Text color="fg.muted">
          {formatMessage(m.sharedRound, {
            round: results.round,
            sent: results.openedOn ? 'yes' : 'no',
            day: results.openedOn ? sharedDay(results.openedOn) : '',
            anonymous: results.survey.isAnonymous ? 'yes' : 'no',
            threshold: results.survey.anonymityThreshold,
          })}
        </Text>
      </Stack>

      {results.note && (
        <Card.Root variant="subtle" as="section" aria-label={formatMessage(m.sharedNoteLabel)}>
          <Card.Body>
            <Text fontWeight="semibold" mb="1">
              {formatMessage(m.sharedNoteFrom, { name: results.sharedBy })}
            </Text>
            <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="shared-note">
              {results.note}
            </Text>
          </Card.Body>
        </Card.Root>
      )}

      <Flex
        as="dl"
        gap={{ base: '4', md: '8' }}
        wrap="wrap"
        css={{ '& dd': { marginInlineStart: 0 } }}
      >
        <Figure label={formatMessage(m.sharedResponses)} value={String(results.responses ?? 0)} />
        <Figure
          label={formatMessage(m.sharedParticipation)}
          value={participationLabel(results.participation)}
        />
      </Flex>

      {trend.length > 1 && (
        <Stack as="section" gap="2" aria-labelledby="shared-trend">
          <Heading as="h2" size="md" id="shared-trend">
            {formatMessage(m.sharedTrend)}
          </Heading>
          <List.Root gap="1" ps="0" listStyleType="none" data-testid="shared-trend">
            {trend.map((r) => (
              <List.Item key={r.round}>
                <Text as="span" fontWeight={r.round === results.round ? 'semibold' : 'normal'}>
                  {formatMessage(m.sharedTrendItem, {
                    round: r.round,
                    day: sharedDay(r.openedOn),
                    participation: participationLabel(r.participation),
                  })}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}

      <Stack as="section" gap="4" aria-labelledby="shared-questions">
        <Heading as="h2" size="md" id="shared-questions">
          {formatMessage(m.sharedQuestions)}
        </Heading>
        <Stack as="ol" gap="4" listStyleType="none" ps="0">
          {results.questions.map((q) => (
            <li key={q.questionId}>
              <SharedQuestion
                question={q}
                comparedWith={results.comparedWith}
                includeComments={results.includeComments}
              />
            </li>
          ))}
        </Stack>
      </Stack>

      {reads && (
        <Stack as="section" gap="2" aria-labelledby="shared-reads">
          <Heading as="h2" size="md" id="shared-reads">
            {formatMessage(m.sharedReads)}
          </Heading>
          <ReadsList reads={reads} empty={formatMessage(m.sharedReadsEmpty)} />
        </Stack>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="2xl" fontWeight="bold">
        {value}
      </Text>
    </Stack>
  );
}

function SharedQuestion({
  question: q,
  comparedWith,
  includeComments,
}: {
  question: QuestionResult;
  comparedWith: number | null;
  includeComments: boolean;
}) {
  const { formatMessage } = useAppIntl();
  const headingId = useId();
  const bars = q.rating
    ? q.rating.distribution.map((d) => ({ label: String(d.value), count: d.count }))
    : q.choices
      ? q.choices.map((c) => ({ label: c.choice, count: c.count }))
      : null;
  const most = Math.max(1, ...(bars ?? []).map((b) => b.count));
  const excerpts = includeComments ? (q.comments?.excerpts ?? null) : null;
  return (
    <Card.Root
      as="article"
      variant="outline"
      aria-labelledby={headingId}
      data-testid="shared-question"
    >
      <Card.Body gap="3">
        <Heading as="h3" size="sm" id={headingId} wordBreak="break-word">
          {q.question}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {formatMessage(m.sharedAnswers, { count: q.answered })}
        </Text>
        {q.rating && (
          <Text>
            {formatMessage(m.sharedAverage)}{' '}
            <Text as="strong" textStyle="xl" data-testid="shared-average">
              {ratingLabel(q.rating.average, q.rating.max)}
            </Text>
            {comparedWith !== null && q.change?.average != null && (
              <Text as="span" textStyle="sm" color="fg.muted">
                {' '}
                {formatMessage(m.sharedVsRound, {
                  change: signed(q.change.average, 1),
                  round: comparedWith,
                })}
              </Text>
            )}
          </Text>
        )}
        {q.enps && (
          <Text>
            {formatMessage(m.sharedEnps)}{' '}
            <Text as="strong">{enpsLabel(q.enps.score).replace('-', '−')}</Text>
            {comparedWith !== null && q.change?.enps != null && (
              <Text as="span" textStyle="sm" color="fg.muted">
                {' '}
                {formatMessage(m.sharedVsRound, {
                  change: signed(q.change.enps, 0),
                  round: comparedWith,
                })}
              </Text>
            )}
          </Text>
        )}
        {bars && q.answered > 0 && (
          <Box as="dl" maxW="xl">
            {bars.map((b) => (
              <Flex key={b.label} align="center" gap="2" mb="1">
                <Text as="dt" textStyle="sm" minW="16" wordBreak="break-word">
                  {b.label}
                </Text>
                <Flex as="dd" flex="1" align="center" gap="2" ms="0">
                  <Box
                    h="3"
                    borderRadius="sm"
                    bg="colorPalette.solid"
                    colorPalette="purple"
                    width={`${(b.count / most) * 100}%`}
                    minW={b.count > 0 ? '1' : '0'}
                    aria-hidden
                  />
                  <Text as="span" textStyle="sm">
                    {b.count}
                  </Text>
                </Flex>
              </Flex>
            ))}
          </Box>
        )}
        {q.comments && !(excerpts && excerpts.length > 0) && (
          <Text textStyle="sm" color="fg.muted" data-testid="shared-comments-note">
            {formatMessage(includeComments ? m.sharedNoComments : m.sharedNotInShare)}
          </Text>
        )}
        {excerpts && excerpts.length > 0 && (
          <List.Root gap="2" ps="0" listStyleType="none" data-testid="shared-comments">
            {excerpts.map((e, i) => (
              <List.Item key={i}>
                <Text as="blockquote" borderStartWidth="3px" ps="3" wordBreak="break-word">
                  {e}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** One line per reader: "Ana Lee (owner): results, export on Nov 3, 2026", newest day first. */
export function ReadsList({ reads, empty }: { reads: ResultsRead[]; empty: string }) {
  const { formatMessage } = useAppIntl();
  const sharedDay = useSharedDay();
  if (reads.length === 0) {
    return (
      <Text color="fg.muted" data-testid="results-reads-empty">
        {empty}
      </Text>
    );
  }
  return (
    <List.Root gap="1" ps="0" listStyleType="none" data-testid="results-reads">
      {reads.map((r) => (
        <List.Item key={`${r.day}#${r.reader}#${r.role ?? ''}`}>
          <Text>
            <Text as="span" fontWeight="semibold">
              {r.reader}
            </Text>
            {r.role && (
              <Badge variant="outline" size="sm" ms="2">
                {r.role}
              </Badge>
            )}{' '}
            {formatMessage(m.readOpened, {
              kinds: r.kinds.map((k) => formatMessage(KIND_LABELS[k])).join(', '),
              day: sharedDay(r.day),
            })}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
