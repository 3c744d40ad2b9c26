import { Box, Card, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Automation } from '#shared/api/automations';
import { LoadFailed } from '../../../components/load-failed';
import { useAppIntl } from '../../../i18n/intl';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useCalendarMutations } from '../api/use-calendar-mutations';
import { canSchedule, useAutomations, useSurveys, useTeams } from '../api/use-calendar-data';
import {
  browserTimeZone,
  ruleText,
  type RuleMessage,
  createBody,
  emptyForm,
  formFromAutomation,
  formProblem,
  startProblem,
  splitScheduled,
  updateBody,
  collidingRuns,
  type AutomationForm as Form,
} from '../calendar-rules';
import {
  OneTimeList,
  RecurringList,
  UpcomingRuns,
  type OneTimeItem,
  type UpcomingRun,
} from './automation-lists';
import { calendarPageMessages as c } from '../messages';
import { AutomationForm } from './automation-form';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ScheduleViews } from './schedule-views';

/** A load that failed, as a toast once per failure (the page also shows it in place). */
function useFailureToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) toast.failure(describeError(error, message), { id: message });
  }, [error, message]);
}

/** How many upcoming runs the page lists across all automations. */
const UPCOMING_SHOWN = 10;

/**
 * /calendar 'Survey Calendar & Automation' (spec 2 §2): the form that schedules a survey once or
 * on a recurring rule, the one-time and recurring lists, and the runs coming up. Listed times are
 * in the browser's zone. `?survey=<id>` (the survey list's Schedule button) selects the survey
 * and its teams and brings the form into view.
 */
export function CalendarPage() {
  const { isAuthenticated, user } = useAuth();
  // The zone chosen on the profile, else the browser's: lists and form speak it (decision 0026).
  const preferred = user?.timezone;
  const zone = useMemo(() => preferred || browserTimeZone(), [preferred]);
  const teamsQuery = useTeams();
  const surveysQuery = useSurveys();
  const teams = useMemo(
    () => (teamsQuery.data?.teams ?? []).filter(canSchedule),
    [teamsQuery.data],
  );
  const automationsQuery = useAutomations(
    teamsQuery.data ? teams.map((team) => team.id) : undefined,
    zone,
  );
  const mutations = useCalendarMutations();
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const rule = (key: RuleMessage) => ruleText(key, intl);

  const [form, setForm] = useState<Form>(() => emptyForm(zone));
  const [editingId, setEditingId] = useState<string | null>(null);
  // The start an edited automation was loaded with: keeping it is allowed though it is past.
  const [keptStart, setKeptStart] = useState<Form | undefined>(undefined);
  const [problem, setProblem] = useState<{ title: string; detail?: string }>();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Automation | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());
  const formRef = useRef<HTMLFormElement>(null);
  const [search] = useSearchParams();
  const askedSurvey = search.get('survey');

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  useFailureToast(teamsQuery.error, rule('loadTeams'));
  useFailureToast(surveysQuery.error, rule('loadSurveys'));
  useFailureToast(automationsQuery.error, rule('loadAutomations'));

  // The Schedule button: select the survey and the teams it is assigned to, once both loaded
  // (state adjusted while rendering, as React advises for state that follows a prop).
  const [appliedAsk, setAppliedAsk] = useState<string | null>(null);
  if (askedSurvey && askedSurvey !== appliedAsk && surveysQuery.data && teamsQuery.data) {
    setAppliedAsk(askedSurvey);
    const survey = surveysQuery.data.surveys.find((s) => s.id === askedSurvey);
    if (survey) {
      const mine = new Set(teams.map((team) => team.id));
      setForm((current) => ({
        ...current,
        surveyId: survey.id,
        teamIds: survey.teams.map((team) => team.id).filter((id) => mine.has(id)),
      }));
    }
  }
  useEffect(() => {
    if (!appliedAsk) return;
    formRef.current?.scrollIntoView?.({ block: 'start' });
    formRef.current?.querySelector<HTMLElement>('button, select, input')?.focus();
  }, [appliedAsk]);

  const automations = useMemo(() => automationsQuery.data ?? [], [automationsQuery.data]);
  const oneTime: OneTimeItem[] = useMemo(() => {
    const items: OneTimeItem[] = automations
      .filter((a) => a.frequency === 'once')
      .map((a) => ({
        key: a.id,
        title: a.survey_title,
        date: a.startDate,
        time: a.time,
        teams: a.teams,
        automation: a,
      }));
    // A one-time automation is also its survey's scheduled date: list it once, as the automation.
    const listed = new Set(items.map((item) => item.automation?.survey_id));
    for (const survey of surveysQuery.data?.surveys ?? []) {
      if (listed.has(survey.id)) continue;
      const when = survey.scheduled_date ? splitScheduled(survey.scheduled_date) : undefined;
      if (when) {
        items.push({
          key: `survey-${survey.id}`,
          title: survey.title,
          ...when,
          teams: survey.teams,
        });
      }
    }
    return items.sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
  }, [automations, surveysQuery.data]);
  const recurring = automations.filter((a) => a.frequency !== 'once');
  const upcoming: UpcomingRun[] = automations
    .flatMap((a) =>
      a.nextRuns.map((run) => ({
        key: `${a.id}-${run.at}`,
        ...run,
        title: a.survey_title,
        teams: a.teams,
        recurring: a.frequency !== 'once',
      })),
    )
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, UPCOMING_SHOWN);

  const reset = () => {
    setForm(emptyForm(zone));
    setEditingId(null);
    setKeptStart(undefined);
    setProblem(undefined);
  };

  const save = async () => {
    const message = formProblem(form, isAuthenticated, { now: new Date(), kept: keptStart }, intl);
    if (message) {
      setProblem({ title: message });
      return;
    }
    setProblem(undefined);
    setSaving(true);
    try {
      if (editingId) await mutations.update(editingId, updateBody(form));
      else await mutations.create(createBody(form));
      toast.success(formatMessage(editingId ? c.updated : c.added));
      reset();
    } catch (error) {
      setProblem({
        title: rule('save'),
        detail: describeError(error, rule('save')).message,
      });
    } finally {
      setSaving(false);
    }
  };

  const edit = (automation: Automation) => {
    const loaded = formFromAutomation(automation, zone);
    setForm(loaded);
    setKeptStart(loaded);
    setEditingId(automation.id);
    setProblem(undefined);
    formRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    setBusyId(target.id);
    try {
      await mutations.remove(target.id);
      setDeleting(null);
      toast.success(formatMessage(c.deleted));
      // Spec 2 §4: a delete resets the form and leaves edit mode, the edited item's or not.
      reset();
    } catch (error) {
      setDeleting(null);
      toast.failure(describeError(error, rule('delete')));
    } finally {
      setBusyId(null);
    }
  };

  const pause = async (automation: Automation) => {
    setBusyId(automation.id);
    try {
      await mutations.update(automation.id, {
        ...updateBody(formFromAutomation(automation, zone)),
        paused: !automation.paused,
      });
      toast.success(formatMessage(automation.paused ? c.resumed : c.paused));
    } catch (error) {
      toast.failure(describeError(error, rule('save')));
    } finally {
      setBusyId(null);
    }
  };

  const loading = teamsQuery.isLoading || surveysQuery.isLoading;
  const actions = { busyId, onEdit: edit, onDelete: setDeleting };

  return (
    <Stack gap="6">
      <title>{formatMessage(c.title)}</title>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {formatMessage(c.heading)}
        </Heading>
        <Text color="fg.muted">{formatMessage(c.intro, { zone })}</Text>
      </Stack>

      {teamsQuery.error && !teamsQuery.data && (
        <LoadFailed
          title={rule('loadTeams')}
          error={teamsQuery.error}
          retrying={teamsQuery.isValidating}
          onRetry={() => void teamsQuery.mutate()}
        />
      )}
      {surveysQuery.error && !surveysQuery.data && (
        <LoadFailed
          title={rule('loadSurveys')}
          error={surveysQuery.error}
          retrying={surveysQuery.isValidating}
          onRetry={() => void surveysQuery.mutate()}
        />
      )}

      <ScheduleViews
        automations={automations}
        surveys={surveysQuery.data?.surveys ?? []}
        zone={zone}
        now={now}
        loading={loading || (!automationsQuery.data && !automationsQuery.error)}
        failed={Boolean(
          (automationsQuery.error && !automationsQuery.data) ||
          (teamsQuery.error && !teamsQuery.data),
        )}
        onRetry={() => {
          if (teamsQuery.error) void teamsQuery.mutate();
          void automationsQuery.mutate();
        }}
      />

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
      >
        <Stack gap="6" minW="0">
          {loading ? (
            <Card.Root variant="outline" aria-busy="true">
              <Card.Body gap="4">
                <Text srOnly role="status">
                  {formatMessage(c.loadingTeamsSurveys)}
                </Text>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height="11" />
                ))}
              </Card.Body>
            </Card.Root>
          ) : (
            <AutomationForm
              ref={formRef}
              form={form}
              onChange={(next) => {
                setForm(next);
                if (problem && problem.title !== rule('save')) setProblem(undefined);
              }}
              teams={teams}
              surveys={surveysQuery.data?.surveys ?? []}
              collisions={(runs) => collidingRuns(form, runs, automations, editingId)}
              editing={editingId !== null}
              saving={saving}
              problem={problem}
              onSubmit={() => void save()}
              onCancelEdit={reset}
              now={now}
              startError={startProblem(form, { now, kept: keptStart }, intl)}
            />
          )}

          {automationsQuery.error && !automationsQuery.data ? (
            <LoadFailed
              title={rule('loadAutomations')}
              error={automationsQuery.error}
              retrying={automationsQuery.isValidating}
              onRetry={() => void automationsQuery.mutate()}
            />
          ) : automationsQuery.isLoading || loading ? (
            <Box aria-busy="true">
              <Text srOnly role="status">
                {formatMessage(c.loadingAutomations)}
              </Text>
              <Skeleton height="24" />
            </Box>
          ) : oneTime.length === 0 && recurring.length === 0 ? (
            <Card.Root variant="outline">
              <Card.Body alignItems="center" textAlign="center" py="10">
                <Text fontWeight="medium">{rule('empty')}</Text>
              </Card.Body>
            </Card.Root>
          ) : (
            <Stack gap="6">
              {oneTime.length > 0 && <OneTimeList items={oneTime} {...actions} />}
              {recurring.length > 0 && (
                <RecurringList
                  automations={recurring}
                  {...actions}
                  onPause={(a) => void pause(a)}
                />
              )}
            </Stack>
          )}
        </Stack>
        <Box minW="0">
          <Card.Root variant="subtle">
            <Card.Body>
              <UpcomingRuns runs={upcoming} />
            </Card.Body>
          </Card.Root>
        </Box>
      </Grid>

      <ConfirmDeleteDialog
        title={deleting?.survey_title ?? null}
        busy={busyId !== null && busyId === deleting?.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
