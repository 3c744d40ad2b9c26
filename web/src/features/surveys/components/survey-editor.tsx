import { Alert, Box, Button, Card, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Link as RouterLink,
  useBlocker,
  useNavigate,
  useSearchParams,
  type BlockerFunction,
} from 'react-router-dom';
import type { Survey } from '#shared/api/surveys';
import type { SurveyTemplate } from '#shared/domain/survey-templates';
import { generatedTemplateNote, generateTemplate } from '#shared/domain/template-generator';
import { TextareaField, TextField } from '../../../components/form-field';
import { StaleVersionDialog } from '../../../components/stale-version-dialog';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { preferredTimeZone } from '../../../lib/time-zone';
import { describeError, isStaleVersion } from '../../../lib/error-catalogue';
import { mergeChanges } from '../../../lib/merge-changes';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useRepeats } from '../api/use-repeats';
import { useSurveyMutations } from '../api/use-survey-mutations';
import {
  applyTemplate,
  checkSurvey,
  describeFields,
  draftFromSurvey,
  draftSnapshot,
  emptyDraft,
  identityQuestionIndexes,
  placeProblems,
  toBody,
  type DraftQuestion,
  type FieldErrors,
  type SurveyBodyInput,
  type SurveyDraft,
} from '../survey-draft';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../local-draft';
import { formatScheduledDate } from '../survey-format';
import { SURVEY_MESSAGES, templateAppliedMessage } from '../survey-messages';
import { ConfirmDialog } from './confirm-dialog';
import { InvitationsCard } from './invitations-card';
import { QuestionsCard } from './questions-card';
import { SendSurveyDialog } from './send-survey-dialog';
import { SettingsDialog } from './settings-dialog';
import { SurveyTeamsField, TeamPickerField } from './survey-teams-field';
import { TemplatesDialog } from './templates-dialog';
import { SurveyTranslations } from './survey-translations';

interface Problems {
  title?: string;
  description?: string;
  settings?: string;
  questions?: string;
  /** By question key. */
  byQuestion: Record<string, string>;
}

const noProblems: Problems = { byQuestion: {} };

/** Sorts save problems (ours or the server's) onto the editor's parts. */
function problemsFrom(fields: FieldErrors, questions: DraftQuestion[]): Problems {
  const placed = placeProblems(fields);
  const byQuestion: Record<string, string> = {};
  for (const [index, message] of Object.entries(placed.byQuestion)) {
    const question = questions[Number(index)];
    if (question) byQuestion[question.key] = message;
  }
  return { ...placed, byQuestion };
}

/** `repeats`: how often recurring automations send the survey ('weekly'), from the Calendar. */
function settingsSummary(draft: SurveyDraft, repeats: readonly string[] = []): string {
  const parts = [
    draft.isAnonymous
      ? `Anonymous, answers released in groups of at least ${draft.anonymityThreshold || '?'}`
      : 'Not anonymous',
    draft.allowMultipleResponses ? 'multiple responses allowed' : 'one response per person',
    draft.acceptingResponses ? 'accepting responses' : 'closed to responses',
    draft.openLinkEnabled ? 'open link on' : 'personal e-mailed links only',
    draft.scheduledDate
      ? `scheduled for ${formatScheduledDate(draft.scheduledDate)}`
      : repeats.length === 0
        ? SURVEY_MESSAGES.notScheduled.toLowerCase()
        : null,
    repeats.length > 0 ? `repeats ${[...new Set(repeats)].join(' and ')} (Calendar)` : null,
    draft.reminderEnabled && draft.reminderDays.length > 0
      ? `reminders after ${draft.reminderDays.join(', ')} days`
      : 'no reminders',
  ];
  return `${parts.filter(Boolean).join(' · ')}.`;
}

/**
 * The survey editor: details, teams, templates, settings and questions, saved together with
 * 'Save Survey'. Leaving with unsaved changes asks first (in the app and on reload or close).
 */
export function SurveyEditor({ survey }: { survey?: Survey }) {
  const isNew = !survey;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { token, user } = useAuth();
  const userId = user?.id;
  const { createSurvey, updateSurvey, reloadSurvey } = useSurveyMutations();

  // Edits kept in this browser from before a reload (decision 0025), when they differ from the
  // survey as saved.
  const [restored, setRestored] = useState(() => {
    const kept = userId ? readLocalDraft(userId, survey?.id) : null;
    const server = survey ? draftFromSurvey(survey) : emptyDraft();
    return kept && draftSnapshot(kept.draft) !== draftSnapshot(server) ? kept : null;
  });
  const [draft, setDraft] = useState<SurveyDraft>(
    () => restored?.draft ?? (survey ? draftFromSurvey(survey) : emptyDraft()),
  );
  /** The survey as saved that this page's edits started from ('Keep mine' merges over it). */
  const [base, setBase] = useState<SurveyDraft>(
    () => restored?.base ?? (survey ? draftFromSurvey(survey) : emptyDraft()),
  );
  const [saved, setSaved] = useState(() =>
    draftSnapshot(survey ? draftFromSurvey(survey) : emptyDraft()),
  );
  /**
   * The version this page's edits are based on: taken when the survey was loaded (or the kept
   * edits were made) and after each save, never from a later refresh, so a save over someone
   * else's newer version is refused instead of undoing it.
   */
  const [baseVersion, setBaseVersion] = useState<number | null>(() =>
    restored ? restored.baseVersion : (survey?.version ?? null),
  );
  const [conflict, setConflict] = useState(false);
  const [resolving, setResolving] = useState<'reload' | 'keep'>();
  const [teamId, setTeamId] = useState(() => restored?.teamId || (searchParams.get('team') ?? ''));
  const [editing, setEditing] = useState<string[]>([]);
  const [problems, setProblems] = useState<Problems>(noProblems);
  const [saving, setSaving] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  /** A generated template, previewed in the templates dialog before it is used. */
  const [generated, setGenerated] = useState<SurveyTemplate | null>(null);
  const [generatedNote, setGeneratedNote] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  /** A save was refused because the survey was sent, opened or answered since it was loaded. */
  const [lockedMeanwhile, setLockedMeanwhile] = useState(false);
  const anonymityLocked = (survey?.anonymityLocked ?? false) || lockedMeanwhile;
  const [sendOpen, setSendOpen] = useState(false);
  const [pendingTemplate, setPendingTemplate] = useState<SurveyTemplate | null>(null);
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState<string>();
  const titleRef = useRef<HTMLInputElement>(null);
  const questionsRef = useRef<HTMLDivElement>(null);
  const timezone = preferredTimeZone(user);
  const repeating = useRepeats(survey ? [survey] : undefined).get(survey?.id ?? '') ?? [];

  const dirty = draftSnapshot(draft) !== saved;

  // ---- the unsaved-changes guard ----
  const dirtyRef = useRef(dirty);
  const leaving = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // ---- kept in the browser until saved or discarded ----
  useEffect(() => {
    if (!userId) return;
    if (dirty) writeLocalDraft(userId, survey?.id, { draft, base, baseVersion, teamId });
    else clearLocalDraft(userId, survey?.id);
  }, [userId, survey?.id, dirty, draft, base, baseVersion, teamId]);

  const discardRestored = () => {
    const server = survey ? draftFromSurvey(survey) : emptyDraft();
    setDraft(server);
    setBase(server);
    setSaved(draftSnapshot(server));
    setBaseVersion(survey?.version ?? null);
    setTeamId(searchParams.get('team') ?? '');
    setEditing([]);
    setProblems(noProblems);
    setRestored(null);
    if (userId) clearLocalDraft(userId, survey?.id);
  };

  // ---- changes ----
  const change = (patch: Partial<SurveyDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const changeQuestions = (questions: DraftQuestion[]) => {
    setProblems((current) => {
      const byQuestion = { ...current.byQuestion };
      for (const question of questions) {
        const before = draft.questions.find((q) => q.key === question.key);
        if (before !== question) delete byQuestion[question.key];
      }
      return { ...current, questions: undefined, byQuestion };
    });
    change({ questions });
  };

  const applyNow = (template: SurveyTemplate) => {
    setDraft((current) => applyTemplate(current, template));
    setEditing([]);
    setProblems(noProblems);
    setPendingTemplate(null);
    toast.success(templateAppliedMessage(template.name, template.questions.length));
  };

  /** Applying replaces the title, description and questions: ask first when work is unsaved. */
  const pickTemplate = (template: SurveyTemplate) => {
    setTemplatesOpen(false);
    setGenerated(null);
    if (dirty) setPendingTemplate(template);
    else applyNow(template);
  };

  const generate = () => {
    if (!prompt.trim()) {
      setPromptError('Describe what the survey is about first');
      return;
    }
    // Shown first, like a built-in template: using it replaces the survey's questions.
    setGenerated(generateTemplate(prompt));
    setGeneratedNote(generatedTemplateNote(prompt));
    setTemplatesOpen(true);
  };

  // ---- saving ----
  const focusQuestion = (key: string, selector: string) =>
    requestAnimationFrame(() =>
      questionsRef.current
        ?.querySelector<HTMLElement>(`[data-question-key="${key}"] ${selector}`)
        ?.focus(),
    );

  const showProblems = (found: Problems) => {
    setProblems(found);
    if (found.title) titleRef.current?.focus();
    else if (found.settings) setSettingsOpen(true);
    else if (found.questions) questionsRef.current?.querySelector<HTMLElement>('button')?.focus();
    else {
      const key = Object.keys(found.byQuestion)[0];
      if (key) focusQuestion(key, 'button[aria-expanded]');
    }
  };

  const save = async () => {
    const open = draft.questions.findIndex((question) => editing.includes(question.key));
    const openQuestion = draft.questions[open];
    if (openQuestion) {
      toast.error(`Save or cancel your changes to question ${open + 1} first`);
      focusQuestion(openQuestion.key, 'form input');
      return;
    }
    const body = toBody(draft, { timezone, teamId: isNew && teamId ? teamId : undefined });
    const checked = checkSurvey(body);
    if (!checked.ok) {
      showProblems(problemsFrom(checked.fields, draft.questions));
      toast.error(checked.message);
      return;
    }
    if (!token) {
      toast.error(SURVEY_MESSAGES.authenticationRequired);
      return;
    }
    setSaving(true);
    try {
      if (survey) {
        await saveOver(survey.id, checked.body, baseVersion);
      } else {
        const created = await createSurvey(checked.body);
        if (userId) clearLocalDraft(userId);
        toast.success(SURVEY_MESSAGES.created);
        leaving.current = true;
        navigate(paths.surveyEdit.getHref(created.id), { replace: true });
      }
    } catch (failure) {
      saveFailed(failure);
    } finally {
      setSaving(false);
    }
  };

  /** Saves over `version`; the page then holds what was saved. */
  const saveOver = async (id: string, body: SurveyBodyInput, version: number | null) => {
    const updated = await updateSurvey(id, {
      ...body,
      ...(version === null ? {} : { version }),
    });
    const next = draftFromSurvey(updated);
    setDraft(next);
    setBase(next);
    setSaved(draftSnapshot(next));
    setBaseVersion(updated.version);
    setProblems(noProblems);
    setRestored(null);
    if (userId) clearLocalDraft(userId, id);
    toast.success(SURVEY_MESSAGES.updated);
  };

  const saveFailed = (failure: unknown) => {
    if (isStaleVersion(failure)) {
      // Saved elsewhere since this page's version: nothing was saved; the user chooses.
      setConflict(true);
      return;
    }
    const content = describeError(failure, SURVEY_MESSAGES.saveFailed);
    if (isApiError(failure) && failure.fields) {
      showProblems(problemsFrom(failure.fields, draft.questions));
      content.message = describeFields(failure.fields) ?? content.message;
    } else if (isApiError(failure) && failure.errorType === 'anonymity_locked') {
      // Locked since the editor loaded (sent or opened meanwhile): say so beside the setting.
      showProblems({ ...noProblems, settings: failure.message });
    } else if (isApiError(failure) && failure.errorType === 'threshold_locked') {
      // Locked since the editor loaded: the threshold field now holds the saved one as its least.
      setLockedMeanwhile(true);
      showProblems({ ...noProblems, settings: failure.message });
    }
    toast.failure(content);
  };

  /** Reload theirs: the survey as saved now replaces this page's edits. */
  const reloadTheirs = async () => {
    if (!survey) return;
    setResolving('reload');
    try {
      const fresh = await reloadSurvey(survey.id);
      const next = draftFromSurvey(fresh);
      setDraft(next);
      setBase(next);
      setSaved(draftSnapshot(next));
      setBaseVersion(fresh.version);
      setEditing([]);
      setProblems(noProblems);
      setRestored(null);
      setConflict(false);
      if (userId) clearLocalDraft(userId, survey.id);
      toast.info('Reloaded: you now see the survey as it was last saved.');
    } catch (failure) {
      toast.failure(describeError(failure, SURVEY_MESSAGES.loadSurveyFailed));
    } finally {
      setResolving(undefined);
    }
  };

  /**
   * Keep mine: what this page changed is saved over the version saved now; what was changed
   * elsewhere in other parts (title, description, each setting, the questions) stays.
   */
  const keepMine = async () => {
    if (!survey) return;
    setResolving('keep');
    try {
      const fresh = await reloadSurvey(survey.id);
      const merged = toBody(mergeChanges(base, draft, draftFromSurvey(fresh)), { timezone });
      // A question removed elsewhere has lost its answers' link: it is saved as a new one.
      const known = new Set((fresh.questions as { id: string }[]).map((q) => q.id));
      const body: SurveyBodyInput = {
        ...merged,
        questions: merged.questions.map(({ id, ...question }) =>
          id && known.has(id) ? { id, ...question } : question,
        ) as SurveyBodyInput['questions'],
      };
      setConflict(false);
      await saveOver(survey.id, body, fresh.version);
    } catch (failure) {
      saveFailed(failure);
    } finally {
      setResolving(undefined);
    }
  };

  const heading = isNew ? 'Create Survey' : 'Edit Survey';
  const restoredAt = restored
    ? new Date(restored.savedAt).toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';

  return (
    <Stack gap="6">
      <title>{`${heading} · Candor`}</title>
      <Flex justify="space-between" align="flex-start" gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {heading}
          </Heading>
          <Text color="fg.muted" aria-live="polite">
            {dirty ? 'Unsaved changes' : isNew ? 'Not saved yet' : 'All changes saved'}
          </Text>
        </Stack>
        <IconButton asChild variant="ghost" size="lg" aria-label="Close editor" title="Close">
          <RouterLink to={paths.surveys.getHref()}>
            <CloseIcon />
          </RouterLink>
        </IconButton>
      </Flex>

      {restored && (
        <Alert.Root
          status="info"
          role="status"
          aria-labelledby="restored-draft-title"
          alignItems="center"
          flexWrap="wrap"
          gap="3"
        >
          <Alert.Indicator />
          <Alert.Content flex="1" minW="14rem">
            <Alert.Title id="restored-draft-title">Restored your unsaved changes</Alert.Title>
            <Alert.Description>
              {`Kept in this browser since ${restoredAt}. Save the survey to keep them, or discard them${
                isNew ? ' to start again' : ' to see the survey as it was last saved'
              }.`}
            </Alert.Description>
          </Alert.Content>
          <Button size="lg" variant="outline" onClick={discardRestored}>
            Discard changes
          </Button>
        </Alert.Root>
      )}

      <Flex gap="3" wrap="wrap" align="center">
        <Button
          size="lg"
          variant="outline"
          onClick={() => {
            setGenerated(null);
            setTemplatesOpen(true);
          }}
        >
          Templates
        </Button>
        <Button size="lg" variant="outline" onClick={() => setSettingsOpen(true)}>
          Settings
        </Button>
        {survey && (
          <Button size="lg" variant="outline" onClick={() => setSendOpen(true)}>
            Send
          </Button>
        )}
        <Box flex="1" />
        <Button
          size="lg"
          colorPalette="blue"
          loading={saving}
          loadingText="Saving..."
          onClick={() => void save()}
          width={{ base: 'full', sm: 'auto' }}
        >
          Save Survey
        </Button>
      </Flex>

      <Card.Root variant="outline" as="section" aria-labelledby="survey-details-heading">
        <Card.Body gap="5">
          <Heading as="h2" size="lg" id="survey-details-heading">
            Survey Details
          </Heading>
          <TextField
            ref={titleRef}
            label="Title"
            required
            maxLength={200}
            value={draft.title}
            error={problems.title}
            onChange={(event) => {
              change({ title: event.target.value });
              if (problems.title) setProblems((p) => ({ ...p, title: undefined }));
            }}
          />
          <TextareaField
            label="Description (optional)"
            rows={3}
            maxLength={2000}
            value={draft.description}
            error={problems.description}
            onChange={(event) => {
              change({ description: event.target.value });
              if (problems.description) setProblems((p) => ({ ...p, description: undefined }));
            }}
          />
          {survey ? (
            <SurveyTeamsField surveyId={survey.id} />
          ) : (
            <TeamPickerField value={teamId} onChange={setTeamId} />
          )}
          <Stack gap="1">
            <Text fontWeight="medium" textStyle="sm">
              Settings
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {settingsSummary(
                draft,
                repeating
                  .filter((automation) => automation.frequency !== 'once')
                  .map((automation) => automation.frequency),
              )}
            </Text>
            {problems.settings && (
              <Text textStyle="sm" color="fg.error" fontWeight="medium">
                {problems.settings}
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" as="section" aria-labelledby="survey-generate-heading">
        <Card.Body gap="4">
          <Stack gap="1">
            <Heading as="h2" size="lg" id="survey-generate-heading">
              Start from a description
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Say who the survey is for and what it is about; a matching template is picked for you.
              Nothing leaves your browser.
            </Text>
          </Stack>
          <Flex
            as="form"
            gap="3"
            align={{ base: 'stretch', sm: 'flex-end' }}
            direction={{ base: 'column', sm: 'row' }}
            onSubmit={(event) => {
              event.preventDefault();
              generate();
            }}
          >
            <Box flex="1">
              <TextField
                label="Describe your survey"
                placeholder="e.g. How nurses on night shifts feel about staffing"
                value={prompt}
                maxLength={500}
                error={promptError}
                onChange={(event) => {
                  setPrompt(event.target.value);
                  setPromptError(undefined);
                }}
              />
            </Box>
            <Button type="submit" size="lg" variant="outline" mb={{ base: '0', sm: '1.5' }}>
              Generate AI Template
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Box ref={questionsRef}>
        {survey?.isAnonymous && anonymityLocked && (
          <Alert.Root status="info" mb="4" data-testid="questions-locked">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                People have been sent this anonymous survey or have opened it, so its questions can
                only be reworded or reordered now: a question added or removed, or a change to its
                choices, scale, limits or whether it is required, would tell earlier answers from
                later ones. To ask something different, create a new survey.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <QuestionsCard
          anonymous={draft.isAnonymous}
          questions={draft.questions}
          onQuestionsChange={changeQuestions}
          editing={editing}
          onEditingChange={setEditing}
          problems={problems.byQuestion}
          listProblem={problems.questions}
          responseCount={survey?.response_count ?? 0}
        />
      </Box>

      <SurveyTranslations draft={draft} change={change} />

      {survey && (
        <InvitationsCard
          surveyId={survey.id}
          anonymous={survey.isAnonymous}
          threshold={survey.anonymityThreshold}
          onSend={() => setSendOpen(true)}
        />
      )}

      <TemplatesDialog
        open={templatesOpen}
        onClose={() => {
          setTemplatesOpen(false);
          setGenerated(null);
        }}
        onPick={pickTemplate}
        preview={generated}
        previewNote={generatedNote}
      />
      <SettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        settings={draft}
        onChange={(patch) => {
          change(patch);
          if (problems.settings) setProblems((p) => ({ ...p, settings: undefined }));
        }}
        timezone={timezone}
        problem={problems.settings}
        anonymityLocked={anonymityLocked}
        lockedThreshold={
          survey && anonymityLocked && survey.isAnonymous ? survey.anonymityThreshold : undefined
        }
        hasIdentityQuestion={identityQuestionIndexes(draft.questions).length > 0}
      />
      {survey && (
        <SendSurveyDialog
          survey={sendOpen ? survey : null}
          onClose={() => setSendOpen(false)}
          notice={
            dirty
              ? 'You have unsaved changes: recipients get the survey as it was last saved.'
              : undefined
          }
        />
      )}
      <ConfirmDialog
        open={pendingTemplate !== null}
        title="Replace your survey?"
        confirmLabel="Apply Template"
        onConfirm={() => pendingTemplate && applyNow(pendingTemplate)}
        onCancel={() => setPendingTemplate(null)}
      >
        {pendingTemplate &&
          `“${pendingTemplate.name}” replaces the title, the description and ${
            draft.questions.length === 0
              ? 'the questions'
              : draft.questions.length === 1
                ? 'the one question'
                : `all ${draft.questions.length} questions`
          }. Your unsaved changes will be lost.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        destructive
        onConfirm={() => {
          // Leaving on purpose gives the edits up; a reload or a closed tab keeps them.
          if (userId) clearLocalDraft(userId, survey?.id);
          leaving.current = true;
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      >
        Your changes to this survey have not been saved.
      </ConfirmDialog>
      <StaleVersionDialog
        open={conflict}
        thing="survey"
        busy={resolving}
        onReload={() => void reloadTheirs()}
        onKeep={() => void keepMine()}
        onClose={() => setConflict(false)}
      />
    </Stack>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
