import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  Skeleton,
  SkeletonText,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import type {
  QuestionResult,
  ResultsExportFormat,
  ResultsRound,
  SurveyResults as Results,
} from '#shared/api/results';
import { LoadFailed } from '../../../components/load-failed';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useResultsShares } from '../api/use-results-shares';
import { downloadSurveyResults, useSurveyResults } from '../api/use-survey-results';
import type { AppMessage } from '../../../i18n/define-messages';
import { resultsMessages as m, useRoundIntl } from '../round-messages';
import { CloseRoundButton } from './close-round';
import { ResultsShares, ShareResultsButton } from './share-results';
import { AddActionButton } from './add-action';
import { SurveyActions } from './survey-actions';

const CommentList = lazy(() => import('./comment-list').then((m) => ({ default: m.CommentList })));
const DistributionChart = lazy(() =>
  import('./results-chart').then((m) => ({ default: m.DistributionChart })),
);
const TeamHeatmap = lazy(() => import('./team-heatmap').then((m) => ({ default: m.TeamHeatmap })));

const TYPE_LABELS: Record<string, AppMessage> = {
  rating: m.typeRating,
  multiple_choice: m.typeMultipleChoice,
  checkbox: m.typeCheckbox,
  text: m.typeText,
  textarea: m.typeTextarea,
  number: m.typeNumber,
  date: m.typeDate,
  email: m.typeEmail,
};

/**
 * The survey's Results tab (issue #27): question by question, of every round or one, from
 * released answers only. An anonymous survey (or round) below its threshold says it waits and
 * nothing else, not even how many answered.
 */
export function SurveyResults({ surveyId }: { surveyId: string }) {
  const { t } = useRoundIntl();
  const [round, setRound] = useState<number | undefined>(undefined);
  const results = useSurveyResults(surveyId, round);
  const { error, isValidating, mutate } = results;
  // The previous round's results stay while another loads, for the picker's rounds only: the
  // figures shown are always the chosen round's.
  const rounds = results.data?.rounds ?? [];
  const data = results.data?.round === (round ?? null) ? results.data : undefined;
  const [exporting, setExporting] = useState<ResultsExportFormat | null>(null);
  const { mutate: mutateShares } = useResultsShares(surveyId);

  const exportFile = async (format: ResultsExportFormat) => {
    setExporting(format);
    try {
      await downloadSurveyResults(surveyId, round, format);
      toast.success(t(format === 'pdf' ? m.exportedPdf : m.exported));
    } catch (failure) {
      toast.failure(describeError(failure, t(m.exportFailed)));
    } finally {
      setExporting(null);
    }
  };

  const survey = results.data?.survey;
  // The latest round, while it is open: a manager may close it (decision 0042).
  const latest = rounds.reduce<ResultsRound | undefined>(
    (last, r) => (last && last.round > r.round ? last : r),
    undefined,
  );
  const latestOpen = latest && !latest.closed ? latest : undefined;
  return (
    <Stack gap="5" data-testid="survey-results">
      {survey && (
        <HStack gap="3" wrap="wrap">
          <title>{t(m.pageTitle, { title: survey.title })}</title>
          <Text textStyle="xl" fontWeight="semibold" wordBreak="break-word">
            {survey.title}
          </Text>
          {survey.isAnonymous && (
            <Badge colorPalette="purple" variant="subtle" size="lg">
              {t(m.anonymous)}
            </Badge>
          )}
        </HStack>
      )}
      <Flex gap="3" align={{ base: 'stretch', sm: 'flex-end' }} justify="space-between" wrap="wrap">
        <RoundPicker rounds={rounds} round={round} onChange={setRound} />
        <HStack gap="3" wrap="wrap">
          {survey && latestOpen && (
            <CloseRoundButton
              surveyId={surveyId}
              round={latestOpen.round}
              threshold={survey.anonymityThreshold}
              anonymous={survey.isAnonymous}
              onClosed={() => void mutate()}
            />
          )}
          {/* A round's shown results can be shared back with its people (decision 0054). */}
          {data?.status === 'shown' && data.round !== null && (
            <ShareResultsButton
              surveyId={surveyId}
              round={data.round}
              onShared={() => void mutateShares()}
            />
          )}
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              size="lg"
              variant="outline"
              loading={exporting === format}
              loadingText={t(m.downloading)}
              disabled={exporting !== null || data?.status !== 'shown'}
              onClick={() => void exportFile(format)}
            >
              <DownloadIcon />
              {t(m.download, { format: format.toUpperCase() })}
            </Button>
          ))}
        </HStack>
      </Flex>
      {!data && error ? (
        <LoadFailed
          title={t(m.loadFailed)}
          error={error}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      ) : !data ? (
        <ResultsSkeleton />
      ) : data.status === 'waiting' ? (
        <Waiting results={data} />
      ) : (
        <Shown results={data} />
      )}
      {/* The teams of the round picked, under its questions; not while the round itself waits
          (its teams wait too). It stays mounted while another round loads, keeping its dates. */}
      {results.data && data?.status !== 'waiting' && (
        <Suspense fallback={<Skeleton height="40" />}>
          <TeamHeatmap surveyId={surveyId} round={round} />
        </Suspense>
      )}
      <ResultsShares surveyId={surveyId} />
      <SurveyActions surveyId={surveyId} />
    </Stack>
  );
}

function RoundPicker({
  rounds,
  round,
  onChange,
}: {
  rounds: ResultsRound[];
  round: number | undefined;
  onChange: (round: number | undefined) => void;
}) {
  const { t, day } = useRoundIntl();
  return (
    <Stack gap="1.5" width={{ base: 'full', sm: '72' }}>
      <Text asChild fontWeight="medium">
        <label htmlFor="results-round">{t(m.round)}</label>
      </Text>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          id="results-round"
          value={round === undefined ? 'all' : String(round)}
          onChange={(e) => onChange(e.target.value === 'all' ? undefined : Number(e.target.value))}
        >
          <option value="all">{t(m.allRounds)}</option>
          {rounds.map((r) => (
            <option key={r.round} value={r.round}>
              {t(m.roundOption, {
                round: r.round,
                day: day(r.openedOn),
                shown: r.shown ? 'yes' : 'no',
                closed: r.closed ? 'yes' : 'no',
              })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** Which answers the figures cover: every round, or the one picked. */
const scopeOf = (results: Results) => ({
  scope: results.round === null ? 'all' : 'round',
  round: results.round ?? 0,
});

function Waiting({ results }: { results: Results }) {
  const { t } = useRoundIntl();
  const k = results.survey.anonymityThreshold;
  return (
    <Card.Root
      variant="outline"
      as="section"
      aria-labelledby="results-waiting-heading"
      borderColor="border.info"
      data-testid="results-waiting"
    >
      <Card.Body gap="2">
        <Heading as="h2" size="lg" id="results-waiting-heading">
          {t(m.waitingHeading, scopeOf(results))}
        </Heading>
        <Text>{t(m.waitingText, { k, ...scopeOf(results) })}</Text>
        <Text textStyle="sm" color="fg.muted">
          {t(m.waitingNote)}
        </Text>
        {results.survey.isAnonymous && (
          <Text textStyle="sm" color="fg.muted">
            {t(m.roundCloses, { k })}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Shown({ results }: { results: Results }) {
  const { t } = useRoundIntl();
  const chosen = results.rounds.find((r) => r.round === results.round);
  // An action answers the round picked, or the latest round when every round shows.
  const actionRound = results.round ?? results.rounds.at(-1)?.round;
  return (
    <Stack gap="5">
      <Flex
        as="dl"
        gap={{ base: '4', md: '8' }}
        wrap="wrap"
        data-testid="results-summary"
        css={{ '& dd': { marginInlineStart: 0 } }}
      >
        <Stat label={t(m.responses)} value={String(results.responses ?? 0)} />
        {(results.round !== null || results.participation !== null) && (
          <Stat
            label={t(m.participation)}
            value={
              results.participation === null
                ? '—'
                : t(m.percent, { percent: results.participation })
            }
            hint={
              chosen
                ? t(m.invitedOf, { responded: chosen.responded, invited: chosen.invited })
                : t(m.emailedRounds)
            }
          />
        )}
        {results.comparedWith !== null && (
          <Stat
            label={t(m.comparedWith)}
            value={t(m.roundNumber, { round: results.comparedWith })}
          />
        )}
      </Flex>
      {results.questions.length === 0 ? (
        <Text color="fg.muted">{t(m.noAnswers, scopeOf(results))}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" ps="0">
          {results.questions.map((q, i) => (
            <li key={q.questionId}>
              <QuestionCard
                question={q}
                number={i + 1}
                comparedWith={results.comparedWith}
                action={
                  actionRound === undefined
                    ? undefined
                    : { surveyId: results.survey.id, round: actionRound }
                }
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap="0">
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="2xl" fontWeight="bold">
        {value}
        {hint && (
          <Text as="span" display="block" textStyle="sm" fontWeight="normal" color="fg.muted">
            {hint}
          </Text>
        )}
      </Text>
    </Stack>
  );
}

/** "+0.4 vs round 2", coloured by its direction, said in words to a screen reader too. */
function Change({
  value,
  decimals,
  round,
  testId,
}: {
  value: number | null | undefined;
  decimals: number;
  round: number | null;
  testId: string;
}) {
  const { t, signed } = useRoundIntl();
  if (value === null || value === undefined || round === null) return null;
  const color = value > 0 ? 'fg.success' : value < 0 ? 'fg.error' : 'fg.muted';
  return (
    <Text as="span" textStyle="sm" fontWeight="medium" color={color} data-testid={testId}>
      {t(m.change, { change: signed(value, decimals), round })}
    </Text>
  );
}

function QuestionCard({
  question: q,
  number,
  comparedWith,
  action,
}: {
  question: QuestionResult;
  number: number;
  comparedWith: number | null;
  /** Where an action on this question is recorded (issue #31). */
  action?: { surveyId: string; round: number } | undefined;
}) {
  const { t, fixed, signed } = useRoundIntl();
  const headingId = useId();
  const bars = q.rating
    ? q.rating.distribution.map((d) => ({ label: String(d.value), count: d.count }))
    : q.choices
      ? q.choices.map((c) => ({ label: c.choice, count: c.count }))
      : null;
  return (
    <Card.Root
      as="article"
      variant="outline"
      aria-labelledby={headingId}
      data-testid="question-result"
    >
      <Card.Body gap="4">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          {/* A basis, so at phone width the badges wrap under the title instead of squeezing it. */}
          <Stack gap="1" minW="0" flex="1 1 12rem">
            <Heading as="h3" size="md" id={headingId} wordBreak="break-word">
              <VisuallyHidden>{`${t(m.question, { number })} `}</VisuallyHidden>
              {q.question}
            </Heading>
            <Text textStyle="sm" color="fg.muted" data-testid="answered">
              {t(m.answers, { count: q.answered })}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline" size="lg">
              {TYPE_LABELS[q.type] ? t(TYPE_LABELS[q.type]!) : q.type}
            </Badge>
            {action && !q.questionId.startsWith('q_ft') && (
              <AddActionButton
                surveyId={action.surveyId}
                round={action.round}
                questionId={q.questionId}
                question={q.question}
              />
            )}
          </HStack>
        </Flex>

        {(q.rating || q.enps) && (
          <Flex gap={{ base: '4', sm: '8' }} wrap="wrap" align="flex-end">
            {q.rating && (
              <Stack gap="0">
                <Text textStyle="sm" color="fg.muted">
                  {t(m.average)}
                </Text>
                <Text textStyle="3xl" fontWeight="bold" lineHeight="1.1" data-testid="average">
                  {q.rating.average === null
                    ? '—'
                    : `${fixed(q.rating.average, 1)}/${q.rating.max}`}
                </Text>
                <Change
                  value={q.change?.average}
                  decimals={1}
                  round={comparedWith}
                  testId="average-change"
                />
              </Stack>
            )}
            {q.enps && (
              <Stack gap="0">
                <Text textStyle="sm" color="fg.muted">
                  {t(m.enps)}
                </Text>
                <Text textStyle="3xl" fontWeight="bold" lineHeight="1.1" data-testid="enps">
                  {signed(q.enps.score, 0)}
                </Text>
                <Change
                  value={q.change?.enps}
                  decimals={0}
                  round={comparedWith}
                  testId="enps-change"
                />
              </Stack>
            )}
            {q.enps && (
              <Text textStyle="sm" color="fg.muted" flexBasis={{ base: 'full', md: 'auto' }}>
                {t(m.promoters, {
                  promoters: q.enps.promoters,
                  passives: q.enps.passives,
                  detractors: q.enps.detractors,
                })}
              </Text>
            )}
          </Flex>
        )}

        {bars && q.answered > 0 && (
          // Bars as wide as a reading line: on a wide screen a full-width bar is hard to compare.
          <Box maxW="3xl">
            <Suspense fallback={<Skeleton h={`${Math.max(72, bars.length * 26 + 32)}px`} />}>
              <DistributionChart bars={bars} />
            </Suspense>
            <DistributionTable question={q.question} rating={q.rating !== null} bars={bars} />
          </Box>
        )}

        {q.comments && <Comments comments={q.comments} />}
      </Card.Body>
    </Card.Root>
  );
}

/** The chart's counts for screen readers (the chart itself is hidden from them). */
function DistributionTable({
  question,
  rating,
  bars,
}: {
  question: string;
  rating: boolean;
  bars: { label: string; count: number }[];
}) {
  const { t } = useRoundIntl();
  return (
    <VisuallyHidden>
      <Table.Root data-testid="distribution-table">
        <Table.Caption>{t(m.tableCaption, { question })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">
              {t(rating ? m.tableRating : m.tableChoice)}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t(m.tablePeople)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bars.map((b, i) => (
            <Table.Row key={i}>
              <Table.Cell>{b.label}</Table.Cell>
              <Table.Cell>{b.count}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}

function Comments({ comments }: { comments: NonNullable<QuestionResult['comments']> }) {
  const { t } = useRoundIntl();
  if (comments.excerpts === null) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="comments-withheld">
        {t(m.commentsWithheld, { threshold: comments.threshold })}
      </Text>
    );
  }
  if (comments.excerpts.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t(m.noComments)}
      </Text>
    );
  }
  return (
    <Suspense fallback={<SkeletonText noOfLines={comments.excerpts.length} />}>
      <CommentList excerpts={comments.excerpts} />
    </Suspense>
  );
}

function ResultsSkeleton() {
  const { t } = useRoundIntl();
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">{t(m.loading)}</VisuallyHidden>
      <Stack gap="4" aria-hidden="true">
        <Skeleton height="12" width="60" />
        {[0, 1].map((n) => (
          <Card.Root key={n} variant="outline">
            <Card.Body gap="4">
              <Skeleton height="5" width="48" />
              <Skeleton height="10" width="24" />
              <SkeletonText noOfLines={3} />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />
    </svg>
  );
}
