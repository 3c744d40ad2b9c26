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
import { isApiError, type ApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useSurveyInvitations } from '../api/use-invitations';
import { useSurveyResponses, type ResponsesPage } from '../api/use-survey-responses';
import {
  newestFirst,
  sentimentOf,
  shownAnswers,
  SOURCE_LABELS,
  type ShownAnswer,
} from '../response-answers';
import { formatDay, publicSurveyUrl } from '../survey-format';
import { SURVEY_MESSAGES } from '../survey-messages';
import { CopyLinkField } from './copy-link-field';
import { LoadFailed } from '../../../components/load-failed';
import { SurveyResults } from './survey-results';
import { useAppIntl } from '../../../i18n/intl';

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
  const [view, setView] = useState<View>('results');
  return (
    <Stack gap="6">
      <title>Survey Responses · Candor</title>
      <Box>
        <Button asChild variant="ghost" size="lg" px="2" mx="-2">
          <RouterLink to={paths.surveys.getHref()}>
            <ArrowLeftIcon />
            Back to Surveys
          </RouterLink>
        </Button>
      </Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Survey Responses
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
            Results
          </Tabs.Trigger>
          <Tabs.Trigger value="answers" minH="11" px="5">
            Individual answers
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
  const regularSource = useSurveyResponses(surveyId, 'regular');
  const emailSource = useSurveyResponses(surveyId, 'email');
  const { formatMessage } = useAppIntl();
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
  const header = (title?: string) =>
    title ? <title>{`Responses: ${title} · Candor`}</title> : null;

  if (regular.failed || email.failed) {
    const failure = regular.failed ? regular.error : email.error;
    return (
      <Stack gap="6">
        {header()}
        <LoadFailed
          title={formatMessage(SURVEY_MESSAGES.loadResponsesFailed)}
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
              No responses to show
            </Heading>
            <Text color="fg.muted" maxW="md">
              This survey has no responses you can see. It may have been deleted, or it belongs to a
              team you do not manage.
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
              <RouterLink to={replyTarget}>Conversations</RouterLink>
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
                Anonymous
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
                All ({counts.all})
              </Tabs.Trigger>
              <Tabs.Trigger value="regular" minH="11">
                {SOURCE_LABELS.regular} ({counts.regular})
              </Tabs.Trigger>
              <Tabs.Trigger value="email" minH="11">
                {SOURCE_LABELS.email} ({counts.email})
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
                empty={regularNeeded > 0 || emailNeeded > 0 ? '' : 'No responses yet.'}
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
                  empty="No responses through the survey’s open link yet."
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
                    This round’s responses could not be loaded.
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
                    empty={
                      round === undefined
                        ? 'No responses through e-mailed links yet.'
                        : 'No responses of this round are shown yet.'
                    }
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
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="enps-heading" data-testid="enps">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="enps-heading">
          Employee Net Promoter Score (eNPS)
        </Heading>
        {summaries.map((summary) => (
          <Flex key={summary.questionId} gap={{ base: '3', sm: '6' }} wrap="wrap" align="center">
            <Stack gap="0" minW="24">
              <Text textStyle="4xl" fontWeight="bold" lineHeight="1" data-testid="enps-score">
                {formatEnps(summary.score)}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                from {summary.answered} {summary.answered === 1 ? 'answer' : 'answers'}
              </Text>
            </Stack>
            <Stack gap="1" flex="1" minW="min(100%, 16rem)">
              <Text fontWeight="medium" wordBreak="break-word">
                {summary.question}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                Promoters (9–10) {summary.promoters}% · Passives (7–8) {summary.passives}% ·
                Detractors (0–6) {summary.detractors}%
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
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="4">
      <Text asChild fontWeight="medium">
        <label htmlFor="response-round">Round</label>
      </Text>
      <NativeSelect.Root size="lg" width={{ base: 'full', sm: '56' }}>
        <NativeSelect.Field
          id="response-round"
          value={round === undefined ? 'all' : String(round)}
          onChange={(e) => onChange(e.target.value === 'all' ? undefined : Number(e.target.value))}
        >
          <option value="all">All rounds</option>
          {rounds.map((r) => (
            <option key={r.round} value={r.round}>
              Round {r.round} · {formatDay(r.opened_at.slice(0, 10))}
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
  return (
    <Stack gap="1" mb="4" data-testid="round-summary">
      <Text>
        Round {figures.round}:{' '}
        <Text as="span" fontWeight="semibold">
          {figures.responded} of {figures.invited}
        </Text>{' '}
        invited responded
        {figures.response_rate === null ? '' : ` (${figures.response_rate}%)`}
      </Text>
      {figures.withheld && (
        <Text color="fg.muted" fontSize="sm">
          Some late answers of this round were too few to show, and never will be.
        </Text>
      )}
    </Stack>
  );
}

function TotalLine({ total, released = false }: { total: number; released?: boolean }) {
  return (
    <Text color="fg.muted" data-testid="total-responses">
      {released ? 'Released responses' : 'Total responses'}:{' '}
      <Text as="span" fontWeight="semibold" color="fg">
        {total}
      </Text>
    </Text>
  );
}

/** Where each source's answers come from, in the sentences that name it. */
const SOURCE_NAMES: Record<ResponseSource, string> = {
  regular: 'the open link',
  email: 'e-mailed links',
};

/** Each source on its own line. */
const SOURCE_TITLES: Record<ResponseSource, string> = {
  regular: 'Open link',
  email: 'E-mailed links',
};

/** One source's release state, as its responses page gave it. */
type SourceRelease = { source: ResponseSource } & NonNullable<ResponsesPage['release']>;

/**
 * Anonymous surveys: how answers become visible (in groups of at least the threshold, at most
 * once a day per source), when each source last released and whether answers are waiting.
 */
function ReleaseNote({ threshold, releases }: { threshold: number; releases: SourceRelease[] }) {
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
          How answers are released
        </Heading>
        <Text>
          Answers are released in groups of at least {groupSize}, at most once a day, so no one can
          tell who gave which answer. Each source (the open link, e-mailed links) is released on its
          own, and the day shown with an answer is the day it was released.
        </Text>
        <Stack as="ul" gap="1" listStyleType="none" ps="0" textStyle="sm">
          {releases.map((release) => (
            <li key={release.source} data-testid={`release-${release.source}`}>
              <Text as="span" fontWeight="semibold">
                {SOURCE_TITLES[release.source]}:
              </Text>{' '}
              {release.lastReleasedOn
                ? `last released ${formatDay(release.lastReleasedOn)}.`
                : 'nothing released yet.'}
            </li>
          ))}
        </Stack>
        {/* Waiting is the survey's, not a source's: which source holds an answer is not said. */}
        {releases.some((release) => release.waiting) && (
          <Text textStyle="sm" data-testid="release-waiting">
            A group of answers is complete and waits for the next release.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ThresholdPanel({ surveyId, threshold }: { surveyId: string; threshold: number }) {
  // No count of answers so far and no progress bar: a number that moved with each answer would
  // tell a manager who had just answered (decision 0009).
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
            Results appear at {threshold} responses
          </Heading>
          <Text>
            This survey is anonymous: its answers are shown in groups of at least {threshold}, so no
            answer can be traced back to the person who gave it. The open link and e-mailed links
            each reach {threshold} on their own.
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Until then this page does not count the answers that came in: a number that moved with
            each answer would tell who had just answered.
          </Text>
        </Stack>
        <CopyLinkField
          url={publicSurveyUrl(surveyId)}
          hint="Share the survey’s link to collect more responses."
        />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One source of an anonymous survey that has released nothing yet, while the other has. Said
 * whether or not anyone answered through it: which of the two would tell who did.
 */
function SourceHeldBack({ source, threshold }: { source: ResponseSource; threshold: number }) {
  return (
    <Alert.Root status="info" mb="5" data-testid={`${source}-held-back`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Nothing from {SOURCE_NAMES[source]} is shown yet</Alert.Title>
        <Alert.Description>
          Each source of this anonymous survey is released on its own: answers from{' '}
          {SOURCE_NAMES[source]} show once at least {threshold} of them can be released together.
          Until then this page does not say whether any came in.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function EmptyResponses({ surveyId }: { surveyId: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4" py="8">
        <Stack gap="2" alignItems="center" textAlign="center">
          <Heading as="h2" size="xl">
            No responses yet
          </Heading>
          <Text color="fg.muted" maxW="lg">
            Share the survey’s link, or send it by e-mail from the survey list. Responses show here
            as they come in.
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
            loadingText="Loading..."
            onClick={onLoadMore}
          >
            Load More Responses
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
  const headingId = useId();
  const sentiment = sentimentOf(response.sentiment);
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
              Response {number}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {released ? 'Released' : 'Submitted'} {formatDay(response.submittedAt)}
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
              {SOURCE_LABELS[response.source]}
            </Badge>
            <Badge colorPalette={sentiment.palette} variant="subtle" size="lg">
              <VisuallyHidden>Sentiment:</VisuallyHidden> {sentiment.label}
            </Badge>
          </HStack>
        </Flex>
        {answers.length === 0 ? (
          <Text color="fg.muted">No answers given.</Text>
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
                aria-label={`Reply to response ${number}`}
              >
                Reply
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
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">Loading responses</VisuallyHidden>
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
