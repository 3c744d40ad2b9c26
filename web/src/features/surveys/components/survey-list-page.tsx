import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Input,
  NativeSelect,
  Heading,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Survey } from '#shared/api/surveys';
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useSurveyMutations } from '../api/use-survey-mutations';
import { useRepeats } from '../api/use-repeats';
import { useSurveys } from '../api/use-surveys';
import { CARD_REMOVAL_MS, SURVEY_MESSAGES } from '../survey-messages';
import { listMessages as m } from '../messages';
import { ConfirmDialog } from './confirm-dialog';
import { SendSurveyDialog } from './send-survey-dialog';
import { SurveyCard } from './survey-card';
import { filterSurveys, STATUS_LABELS, SURVEY_STATUSES, type SurveyFilter } from '../survey-status';
import { LoadFailed } from '../../../components/load-failed';

/** /surveys: the user's surveys as cards, with loading, empty and error states. */
export function SurveyListPage() {
  const { data, error, isLoading, isValidating, mutate } = useSurveys();
  const { deleteSurvey, forgetSurvey } = useSurveyMutations();
  const { formatMessage } = useAppIntl();
  const [confirming, setConfirming] = useState<Survey | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<Survey | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const confirmDelete = async () => {
    if (!confirming) return;
    const survey = confirming;
    setDeleting(true);
    try {
      await deleteSurvey(survey.id);
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(SURVEY_MESSAGES.deleteFailed)));
      setDeleting(false);
      setConfirming(null);
      return;
    }
    setDeleting(false);
    setConfirming(null);
    // The card fades out, leaves the list after 300 ms, then the toast says it is gone.
    setRemoving((current) => new Set(current).add(survey.id));
    headingRef.current?.focus();
    timers.current.push(
      setTimeout(() => {
        void forgetSurvey(survey.id).then(() => {
          setRemoving((current) => {
            const next = new Set(current);
            next.delete(survey.id);
            return next;
          });
          toast.success(formatMessage(SURVEY_MESSAGES.deleted));
        });
      }, CARD_REMOVAL_MS),
    );
  };

  const surveys = data?.surveys;
  const repeats = useRepeats(surveys);
  const [filter, setFilter] = useState<SurveyFilter>({ query: '', status: 'all' });
  const shown = useMemo(
    () => (surveys ? filterSurveys(surveys, filter, new Set(repeats.keys())) : []),
    [surveys, filter, repeats],
  );
  const filtering = filter.query.trim() !== '' || filter.status !== 'all';

  return (
    <Stack gap="6">
      <title>{formatMessage(m.pageTitle)}</title>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading
            as="h1"
            size={{ base: '2xl', md: '3xl' }}
            ref={headingRef}
            tabIndex={-1}
            outline="none"
          >
            {formatMessage(m.heading)}
          </Heading>
          <Text color="fg.muted">{formatMessage(m.intro)}</Text>
        </Stack>
        <Button asChild size="lg" colorPalette="blue">
          <RouterLink to={paths.newSurvey.getHref()}>
            {formatMessage(SURVEY_MESSAGES.createSurvey)}
          </RouterLink>
        </Button>
      </Flex>

      {surveys ? (
        surveys.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack gap="4">
            <SurveyFilters
              filter={filter}
              onChange={setFilter}
              shown={shown.length}
              total={surveys.length}
            />
            {shown.length === 0 && filtering ? (
              <Card.Root variant="outline">
                <Card.Body alignItems="center" textAlign="center" gap="3" py="10">
                  <Heading as="h2" size="lg">
                    {formatMessage(m.noMatch)}
                  </Heading>
                  <Text color="fg.muted">{formatMessage(m.noMatchText)}</Text>
                  <Button
                    size="lg"
                    variant="outline"
                    onClick={() => setFilter({ query: '', status: 'all' })}
                  >
                    {formatMessage(m.clearFilters)}
                  </Button>
                </Card.Body>
              </Card.Root>
            ) : (
              <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="5" listStyleType="none" ps="0">
                {shown.map((survey) => (
                  <Box as="li" key={survey.id} display="grid">
                    <SurveyCard
                      survey={survey}
                      repeats={repeats.get(survey.id)}
                      removing={removing.has(survey.id)}
                      onSend={setSending}
                      onDelete={setConfirming}
                    />
                  </Box>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        )
      ) : error ? (
        <LoadFailed
          title={formatMessage(SURVEY_MESSAGES.loadSurveysFailed)}
          error={error}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      ) : (
        isLoading && <ListSkeleton />
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={formatMessage(m.deleteTitle)}
        confirmLabel={formatMessage(m.deleteSurvey)}
        destructive
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      >
        {confirming && <DeleteWarning survey={confirming} />}
      </ConfirmDialog>
      <SendSurveyDialog survey={sending} onClose={() => setSending(null)} />
    </Stack>
  );
}

/** Search and status filter, with how many surveys they leave. */
function SurveyFilters({
  filter,
  onChange,
  shown,
  total,
}: {
  filter: SurveyFilter;
  onChange: (filter: SurveyFilter) => void;
  shown: number;
  total: number;
}) {
  const searchId = useId();
  const statusId = useId();
  const { formatMessage } = useAppIntl();
  return (
    <Flex
      gap="3"
      wrap="wrap"
      align="flex-end"
      role="search"
      aria-label={formatMessage(m.findSurveys)}
    >
      <Field.Root flex="1" minW={{ base: 'full', sm: '16rem' }}>
        <Field.Label htmlFor={searchId}>{formatMessage(m.search)}</Field.Label>
        <Input
          id={searchId}
          type="search"
          size="lg"
          placeholder={formatMessage(m.searchPlaceholder)}
          value={filter.query}
          onChange={(e) => onChange({ ...filter, query: e.target.value })}
        />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '12rem' }}>
        <Field.Label htmlFor={statusId}>{formatMessage(m.status)}</Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            id={statusId}
            value={filter.status}
            onChange={(e) =>
              onChange({ ...filter, status: e.target.value as SurveyFilter['status'] })
            }
          >
            <option value="all">{formatMessage(m.allStatuses)}</option>
            {SURVEY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {formatMessage(STATUS_LABELS[status])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text color="fg.muted" textStyle="sm" w="full" role="status" aria-live="polite">
        {shown === total
          ? formatMessage(m.count, { total })
          : formatMessage(m.showing, { shown, total })}
      </Text>
    </Flex>
  );
}

/** What went wrong, when the server or the catalogue says more than the title does. */
function DeleteWarning({ survey }: { survey: Survey }) {
  const { formatMessage } = useAppIntl();
  return (
    <>{formatMessage(m.deleteWarning, { title: survey.title, count: survey.response_count })}</>
  );
}

function EmptyState() {
  const { formatMessage } = useAppIntl();
  return (
    <Card.Root variant="outline">
      <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
        <Heading as="h2" size="xl">
          {formatMessage(SURVEY_MESSAGES.noSurveys)}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {formatMessage(m.emptyText)}
        </Text>
        <Button asChild size="lg" colorPalette="blue" mt="2">
          <RouterLink to={paths.newSurvey.getHref()}>
            {formatMessage(SURVEY_MESSAGES.createFirst)}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function ListSkeleton() {
  const { formatMessage } = useAppIntl();
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{formatMessage(m.loading)}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" aria-hidden="true">
        {[0, 1, 2, 3].map((n) => (
          <Card.Root key={n} variant="outline">
            <Card.Body gap="4">
              <Skeleton height="6" width="70%" />
              <Skeleton height="5" width="32" />
              <SkeletonText noOfLines={2} />
              <Flex gap="2" wrap="wrap">
                {[0, 1, 2, 3, 4].map((b) => (
                  <Skeleton key={b} height="11" width="20" />
                ))}
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
