import {
  Alert,
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
  Tabs,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { createContext, useContext, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type {
  EnpsSummary,
  PublicQuestion,
  ResponseSource,
  Round,
  SurveyResponseItem,
} from '#shared/api/responses';
import { sentimentClass } from '#shared/domain/sentiment';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useSurveyInvitations } from '../api/use-invitations';
import { useSurveyResponses, type ResponsesPage } from '../api/use-survey-responses';
import { newestFirst, sentimentOf, shownAnswers, type ShownAnswer } from '../response-answers';
import { publicSurveyUrl } from '../survey-format';
import type { AppMessage } from '../../../i18n/define-messages';
import { responsesMessages as m, sentimentMessages, useRoundIntl } from '../round-messages';
import { CopyLinkField } from './copy-link-field';
import { LoadFailed } from '../../../components/load-failed';
import { SurveyResults } from './survey-results';

type Tab = 'all' | ResponseSource;

/** The spec: a response fetch the user may not make shows an empty list, not an error. */
function isDenied(error: ApiError | undefined): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404);
}

/** One source's pages, read for the page: its responses, whether more exist, its state. */
function readSource(source: ReturnType<typeof useSurveyResponses>) {
  const pages: ResponsesPage[] = source.data ?? [];
  const denied = !source.data && isDenied(source.error);
  return {
    first: pages[0],
    items: pages.flatMap((page) => page.responses),
    hasMore: Boolean(pages[pages.length - 1]?.nextCursor),
    loadingMore: source.isValidating && pages.length > 0 && pages.length < source.size,
    loadMore: () => void source.setSize(source.size + 1),
    denied,
    failed: !source.data && source.error !== undefined && !denied,
    loading: !source.data && source.error === undefined,
    error: source.error,
  };
}

/**
 * /surveys/{surveyId}/responses: the survey's Results first (question by question, of every round
 * or one), and its individual answers one tab away.
 */
export function SurveyResponsesPage() {
  const { surveyId = '' } = useParams();
  const { t } = useRoundIntl();
  const [view, setView] = useState<View>('results');
  return (
    <Stack gap="6">
      <title>{t(m.title)}</title>
      <Box>
        <Button asChild variant="ghost" size="lg" px="2" mx="-2">
          <RouterLink to={paths.surveys.getHref()}>
            <ArrowLeftIcon />
            {t(m.back)}
          </RouterLink>
        </Button>
      </Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t(m.heading)}
      </Heading>
      <Tabs.Root
        value={view}
        onValueChange={(details) => setView(details.value as View)}
        variant="enclosed"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="results" minH="11" px="5">
            {t(m.tabResults)}
          </Tabs.Trigger>
          <Tabs.Trigger value="answers" minH="11" px="5">
            {t(m.tabAnswers)}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="results" pt="6">
          <SurveyResults surveyId={surveyId} />
        </Tabs.Content>
        <Tabs.Content value="answers" pt="6">
          <IndividualAnswers surveyId={surveyId} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

type View = 'results' | 'answers';

/**
 * Where a released comment's Reply leads (decision 0052): set only for an anonymous survey whose
 * shown answers reach the comment threshold, max(5, k), so no reply is offered below it.
 */
const ReplyTarget = createContext<string | null>(null);
const MIN_COMMENT_THRESHOLD = 5;

/**
 * The survey's responses from its open link (Regular) and its e-mailed links (Email), in tabs
 * with their counts. An anonymous survey below its threshold shows the threshold its results
 * need instead (never a count of answers so far).
 */
function IndividualAnswers({ surveyId }: { surveyId: string }) {
  const { t } = useRoundIntl();
  const regularSource = useSurveyResponses(surveyId, 'regular');
  const emailSource = useSurveyResponses(surveyId, 'email');
  const regular = readSource(regularSource);
  const email = readSource(emailSource);
  const [tab, setTab] = useState<Tab>('all');
  // The e-mailed responses of one round, or of every round (undefined).
  const [round, setRound] = useState<number | undefined>(undefined);
  const rounds = useSurveyInvitations(surveyId).data?.[0]?.rounds ?? [];
  const roundSource = useSurveyResponses(surveyId, 'email', round);
  const inRound = round === undefined ? email : readSource(roundSource);

  const retry = () => {
    void regularSource.mutate();
    void emailSource.mutate();
  };

  // The page's heading sits above the tabs; this tab names the survey in the window's title.
  const header = (title?: string) => (title ? <title>{t(m.titleWith, { title })}</title> : null);

  if (regular.failed || email.failed) {
    const failure = regular.failed ? regular.error : email.error;
    return (
      <Stack gap="6">
        {header()}
        <LoadFailed
          title={t(m.loadFailed)}
          error={failure}
          retrying={regularSource.isValidating || emailSource.isValidating}
          onRetry={retry}
        />
      </Stack>
    );
  }

  if (regular.loading || email.loading) {
    return (
      <Stack gap="6">
        {header()}
        <ResponsesSkeleton />
      </Stack>
    );
  }

  const first = regular.first ?? email.first;
  if (!first) {
    // Both calls were refused: nothing this user may see.
    return (
      <Stack gap="6">
        {header()}
        <TotalLine total={0} />
        <Card.Root variant="outline">
          <Card.Body alignItems="center" textAlign="center" gap="2" py="10">
            <Heading as="h2" size="lg">
              {t(m.nothingHeading)}
            </Heading>
            <Text color="fg.muted" maxW="md">
              {t(m.nothingText)}
            </Text>
          </Card.Body>
        </Card.Root>
      </Stack>
    );
  }

  const { survey, total } = first;
  const threshold = survey.anonymityThreshold;
  // Anonymous surveys: each source (open link, e-mail) releases its answers on its own, so each
  // page's `needed` is its own source's. No counts: nothing has been released from either yet.
  const regularNeeded = regular.first?.needed ?? 0;
  const emailNeeded = email.first?.needed ?? 0;
  const nothingReleased = first.counts === null;
  const counts = first.counts ?? {
    all: regular.items.length + email.items.length,
    regular: regular.items.length,
    email: email.items.length,
  };
  const releases: SourceRelease[] = (
    [
      ['regular', regular.first],
      ['email', email.first],
    ] as const
  ).flatMap(([source, page]) => (page?.release ? [{ source, ...page.release }] : []));
  const released = releases.length > 0;
  const heldBack = (source: ResponseSource) => {
    const needed = source === 'regular' ? regularNeeded : emailNeeded;
    return needed > 0 ? <SourceHeldBack source={source} threshold={threshold} /> : null;
  };

  const replyTarget =
    survey.isAnonymous && released && counts.all >= Math.max(MIN_COMMENT_THRESHOLD, threshold)
      ? paths.surveyConversations.getHref(survey.id)
      : null;

  return (
    <ReplyTarget.Provider value={replyTarget}>
      <Stack gap="6">
        {header(survey.title)}
        {replyTarget && (
          <Box>
            <Button asChild variant="outline" size="lg">
              <RouterLink to={replyTarget}>{t(m.conversations)}</RouterLink>
            </Button>
          </Box>
        )}
        <Stack gap="2">
          <Text textStyle="xl" fontWeight="semibold" wordBreak="break-word">
            {survey.title}
          </Text>
          <HStack gap="3" wrap="wrap">
            <TotalLine total={total} released={released} />
            {survey.isAnonymous && (
              <Badge colorPalette="purple" variant="subtle" size="lg">
                {t(m.anonymous)}
              </Badge>
            )}
          </HStack>
        </Stack>

        {released && <ReleaseNote threshold={threshold} releases={releases} />}

        {(first.enps ?? []).length > 0 && <EnpsSummaryCard summaries={first.enps ?? []} />}

        {nothingReleased && (regularNeeded > 0 || emailNeeded > 0) ? (
          <ThresholdPanel surveyId={survey.id} threshold={threshold} />
        ) : counts.all === 0 ? (
          <EmptyResponses surveyId={survey.id} />
        ) : (
          <Tabs.Root
            value={tab}
            onValueChange={(details) => setTab(details.value as Tab)}
            variant="line"
            lazyMount
            unmountOnExit
          >
            <Tabs.List overflowX="auto">
              <Tabs.Trigger value="all" minH="11">
                {t(m.tabAll, { count: counts.all })}
              </Tabs.Trigger>
              <Tabs.Trigger value="regular" minH="11">
                {t(m.tabRegular, { count: counts.regular })}
              </Tabs.Trigger>
              <Tabs.Trigger value="email" minH="11">
                {t(m.tabEmail, { count: counts.email })}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="all" pt="5">
              {heldBack('regular')}
              {heldBack('email')}
              <ResponseList
                items={newestFirst(regular.items, email.items)}
                questions={survey.questions}
                released={released}
                hasMore={regular.hasMore || email.hasMore}
                loadingMore={regular.loadingMore || email.loadingMore}
                onLoadMore={() => {
                  if (regular.hasMore) regular.loadMore();
                  if (email.hasMore) email.loadMore();
                }}
                empty={regularNeeded > 0 || emailNeeded > 0 ? '' : t(m.emptyAll)}
              />
            </Tabs.Content>
            <Tabs.Content value="regular" pt="5">
              {heldBack('regular') || (
                <ResponseList
                  items={regular.items}
                  questions={survey.questions}
                  released={released}
                  hasMore={regular.hasMore}
                  loadingMore={regular.loadingMore}
                  onLoadMore={regular.loadMore}
                  empty={t(m.emptyRegular)}
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="email" pt="5">
              {rounds.length > 1 && (
                <RoundPicker rounds={rounds} round={round} onChange={setRound} />
              )}
              {round !== undefined && inRound.first?.round && (
                <RoundSummary figures={inRound.first.round} />
              )}
              {heldBack('email') ||
                (inRound.failed ? (
                  <Text role="alert" color="fg.error">
                    {t(m.roundFailed)}
                  </Text>
                ) : inRound.loading ? (
                  <Stack gap="3" aria-busy="true">
                    <Skeleton height="24" />
                  </Stack>
                ) : (
                  <ResponseList
                    items={inRound.items}
                    questions={survey.questions}
                    released={released}
                    hasMore={inRound.hasMore}
                    loadingMore={inRound.loadingMore}
                    onLoadMore={inRound.loadMore}
                    empty={round === undefined ? t(m.emptyEmail) : t(m.emptyRound)}
                  />
                ))}
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Stack>
    </ReplyTarget.Provider>
  );
}

/** eNPS shown with its sign: +20, 0, -35. */
const formatEnps = (score: number) => (score > 0 ? `+${score}` : score < 0 ? `−${-score}` : '0');

/**
 * The eNPS of each 0-10 question: % promoters (9-10) minus % detractors (0-6), from the answers
 * the page may show (for an anonymous survey: released ones, once its threshold answered).
 */
function EnpsSummaryCard({ summaries }: { summaries: EnpsSummary[] }) {
  const { t } = useRoundIntl();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="enps-heading" data-testid="enps">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="enps-heading">
          {t(m.enpsHeading)}
        </Heading>
        {summaries.map((summary) => (
          <Flex key={summary.questionId} gap={{ base: '3', sm: '6' }} wrap="wrap" align="center">
            <Stack gap="0" minW="24">
              <Text textStyle="4xl" fontWeight="bold" lineHeight="1" data-testid="enps-score">
                {formatEnps(summary.score)}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {t(m.enpsFrom, { count: summary.answered })}
              </Text>
            </Stack>
            <Stack gap="1" flex="1" minW="min(100%, 16rem)">
              <Text fontWeight="medium" wordBreak="break-word">
                {summary.question}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {t(m.enpsShares, {
                  promoters: summary.promoters,
                  passives: summary.passives,
                  detractors: summary.detractors,
                })}
              </Text>
            </Stack>
          </Flex>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

/** Chooses the round whose e-mailed responses are shown, or every round. */
function RoundPicker({
  rounds,
  round,
  onChange,
}: {
  rounds: Round[];
  round: number | undefined;
  onChange: (round: number | undefined) => void;
}) {
  const { t, day } = useRoundIntl();
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="4">
      <Text asChild fontWeight="medium">
        <label htmlFor="response-round">{t(m.round)}</label>
      </Text>
      <NativeSelect.Root size="lg" width={{ base: 'full', sm: '56' }}>
        <NativeSelect.Field
          id="response-round"
          value={round === undefined ? 'all' : String(round)}
          onChange={(e) => onChange(e.target.value === 'all' ? undefined : Number(e.target.value))}
        >
          <option value="all">{t(m.allRounds)}</option>
          {rounds.map((r) => (
            <option key={r.round} value={r.round}>
              {t(m.roundOption, { round: r.round, day: day(r.opened_at.slice(0, 10)) })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}

/** One round's figures: responded of invited, the rate, and whether late answers were withheld. */
function RoundSummary({ figures }: { figures: NonNullable<ResponsesPage['round']> }) {
  const { t } = useRoundIntl();
  return (
    <Stack gap="1" mb="4" data-testid="round-summary">
      <Text>
        {t(m.roundSummary, {
          round: figures.round,
          responded: figures.responded,
          invited: figures.invited,
          rated: figures.response_rate === null ? 'no' : 'yes',
          rate: figures.response_rate ?? 0,
          strong: (chunks) => (
            <Text as="span" fontWeight="semibold">
              {chunks}
            </Text>
          ),
        })}
      </Text>
      {figures.withheld && (
        <Text color="fg.muted" fontSize="sm">
          {t(m.roundWithheld)}
        </Text>
      )}
    </Stack>
  );
}

function TotalLine({ total, released = false }: { total: number; released?: boolean }) {
  const { t } = useRoundIntl();
  return (
    <Text color="fg.muted" data-testid="total-responses">
      {t(released ? m.releasedLine : m.totalLine, {
        total,
        strong: (chunks) => (
          <Text as="span" fontWeight="semibold" color="fg">
            {chunks}
          </Text>
        ),
      })}
    </Text>
  );
}

/** What the tabs and badges call each source. */
const SOURCE_LABELS: Record<ResponseSource, AppMessage> = {
  regular: m.sourceRegular,
  email: m.sourceEmail,
};

/** Each source on its own line. */
const SOURCE_TITLES: Record<ResponseSource, AppMessage> = {
  regular: m.sourceTitleRegular,
  email: m.sourceTitleEmail,
};

/** One source's release state, as its responses page gave it. */
type SourceRelease = { source: ResponseSource } & NonNullable<ResponsesPage['release']>;

/**
 * Anonymous surveys: how answers become visible (in groups of at least the threshold, at most
 * once a day per source), when each source last released and whether answers are waiting.
 */
function ReleaseNote({ threshold, releases }: { threshold: number; releases: SourceRelease[] }) {
  const { t, day } = useRoundIntl();
  const groupSize = Math.max(threshold, ...releases.map((release) => release.groupSize));
  return (
    <Card.Root
      variant="subtle"
      as="section"
      aria-labelledby="release-note-heading"
      data-testid="release-note"
    >
      <Card.Body gap="3" py="4">
        <Heading as="h2" size="md" id="release-note-heading">
          {t(m.releaseHeading)}
        </Heading>
        <Text>{t(m.releaseText, { groupSize })}</Text>
        <Stack as="ul" gap="1" listStyleType="none" ps="0" textStyle="sm">
          {releases.map((release) => (
            <li key={release.source} data-testid={`release-${release.source}`}>
              {t(m.sourceLine, {
                source: t(SOURCE_TITLES[release.source]),
                day: release.lastReleasedOn ? day(release.lastReleasedOn) : 'none',
                strong: (chunks) => (
                  <Text as="span" fontWeight="semibold">
                    {chunks}
                  </Text>
                ),
              })}
            </li>
          ))}
        </Stack>
        {/* Waiting is the survey's, not a source's: which source holds an answer is not said. */}
        {releases.some((release) => release.waiting) && (
          <Text textStyle="sm" data-testid="release-waiting">
            {t(m.releaseWaiting)}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ThresholdPanel({ surveyId, threshold }: { surveyId: string; threshold: number }) {
  // No count of answers so far and no progress bar: a number that moved with each answer would
  // tell a manager who had just answered (decision 0009).
  const { t } = useRoundIntl();
  return (
    <Card.Root
      variant="outline"
      as="section"
      aria-labelledby="threshold-heading"
      borderColor="border.info"
      data-testid="threshold-panel"
    >
      <Card.Body gap="4">
        <Stack gap="2">
          <Heading as="h2" size="xl" id="threshold-heading">
            {t(m.thresholdHeading, { threshold })}
          </Heading>
          <Text>{t(m.thresholdText, { threshold })}</Text>
          <Text textStyle="sm" color="fg.muted">
            {t(m.thresholdNote)}
          </Text>
        </Stack>
        <CopyLinkField url={publicSurveyUrl(surveyId)} hint={t(m.shareLinkHint)} />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One source of an anonymous survey that has released nothing yet, while the other has. Said
 * whether or not anyone answered through it: which of the two would tell who did.
 */
function SourceHeldBack({ source, threshold }: { source: ResponseSource; threshold: number }) {
  const { t } = useRoundIntl();
  return (
    <Alert.Root status="info" mb="5" data-testid={`${source}-held-back`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(m.heldBackTitle, { source })}</Alert.Title>
        <Alert.Description>{t(m.heldBackText, { source, threshold })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function EmptyResponses({ surveyId }: { surveyId: string }) {
  const { t } = useRoundIntl();
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4" py="8">
        <Stack gap="2" alignItems="center" textAlign="center">
          <Heading as="h2" size="xl">
            {t(m.emptyHeading)}
          </Heading>
          <Text color="fg.muted" maxW="lg">
            {t(m.emptyText)}
          </Text>
        </Stack>
        <Box maxW="2xl" width="full" mx="auto">
          <CopyLinkField url={publicSurveyUrl(surveyId)} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function ResponseList({
  items,
  questions,
  released,
  hasMore,
  loadingMore,
  onLoadMore,
  empty,
}: {
  items: SurveyResponseItem[];
  questions: PublicQuestion[];
  /** Anonymous survey: each response's day is the day it was released. */
  released: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  empty: string;
}) {
  const { t } = useRoundIntl();
  if (items.length === 0 && !hasMore) {
    return empty ? (
      <Text color="fg.muted" py="4">
        {empty}
      </Text>
    ) : null;
  }
  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" listStyleType="none" ps="0">
        {items.map((item, index) => (
          <li key={`${item.source}-${item.id}`}>
            <ResponseCard
              response={item}
              number={index + 1}
              questions={questions}
              released={released}
            />
          </li>
        ))}
      </Stack>
      {hasMore && (
        <Box>
          <Button
            size="lg"
            variant="outline"
            loading={loadingMore}
            loadingText={t(m.loadingMore)}
            onClick={onLoadMore}
          >
            {t(m.loadMore)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function ResponseCard({
  response,
  number,
  questions,
  released,
}: {
  response: SurveyResponseItem;
  number: number;
  questions: PublicQuestion[];
  released: boolean;
}) {
  const { t, day } = useRoundIntl();
  const headingId = useId();
  const sentiment = sentimentOf(response.sentiment);
  const sentimentWord =
    response.sentiment === null
      ? sentimentMessages.notScored
      : sentimentMessages[sentimentClass(response.sentiment)];
  const answers = shownAnswers(questions, response);
  const replyTarget = useContext(ReplyTarget);
  const commented = questions.some(
    (q) =>
      (q.type === 'text' || q.type === 'textarea') &&
      response.responses.some(
        (a) => a.questionId === q.id && typeof a.value === 'string' && a.value.trim() !== '',
      ),
  );
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId} data-testid="response">
      <Card.Body gap="4">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0">
            <Heading as="h3" size="md" id={headingId}>
              {t(m.response, { number })}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t(released ? m.releasedOn : m.submittedOn, { day: day(response.submittedAt) })}
              {response.email && (
                <>
                  {' · '}
                  <Text as="span" wordBreak="break-all">
                    {response.email}
                  </Text>
                </>
              )}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline" size="lg">
              {t(SOURCE_LABELS[response.source])}
            </Badge>
            <Badge colorPalette={sentiment.palette} variant="subtle" size="lg">
              <VisuallyHidden>{t(sentimentMessages.sentiment)}</VisuallyHidden> {t(sentimentWord)}
            </Badge>
          </HStack>
        </Flex>
        {answers.length === 0 ? (
          <Text color="fg.muted">{t(m.noAnswers)}</Text>
        ) : (
          <Stack as="dl" gap="4">
            {answers.map((answer) => (
              <AnswerRow key={answer.questionId} answer={answer} />
            ))}
          </Stack>
        )}
        {replyTarget && commented && (
          <Box>
            <Button asChild variant="outline" size="md">
              <RouterLink
                to={`${replyTarget}?response=${encodeURIComponent(response.id)}`}
                aria-label={t(m.replyTo, { number })}
              >
                {t(m.reply)}
              </RouterLink>
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function AnswerRow({ answer }: { answer: ShownAnswer }) {
  return (
    <Stack gap="1">
      <Text as="dt" fontWeight="semibold" textStyle="sm" color="fg.muted">
        {answer.question}
      </Text>
      <Box as="dd" ms="0" wordBreak="break-word">
        {answer.kind === 'list' ? (
          <Box as="ul" ps="5" listStyleType="disc">
            {answer.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </Box>
        ) : (
          <Text whiteSpace="pre-wrap">{answer.text}</Text>
        )}
      </Box>
    </Stack>
  );
}

function ResponsesSkeleton() {
  const { t } = useRoundIntl();
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">{t(m.loading)}</VisuallyHidden>
      <Stack gap="4" aria-hidden="true">
        <Skeleton height="6" width="60%" />
        <Skeleton height="10" width="72" />
        {[0, 1, 2].map((n) => (
          <Card.Root key={n} variant="outline">
            <Card.Body gap="4">
              <Skeleton height="5" width="40" />
              <SkeletonText noOfLines={3} />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}

function ArrowLeftIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M19 12H5m6-6l-6 6 6 6" />
    </svg>
  );
}
