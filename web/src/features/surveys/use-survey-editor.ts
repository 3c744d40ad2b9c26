import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useBlocker, useNavigate, useSearchParams, type BlockerFunction } from 'react-router-dom';
import type { Survey } from '#shared/api/surveys';
import type { SurveyTemplate } from '#shared/domain/survey-templates';
import { generatedTemplateNote, generateTemplate } from '#shared/domain/template-generator';
import { useAppIntl } from '../../i18n/intl';
import { isApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth';
import { describeError, isStaleVersion } from '../../lib/error-catalogue';
import { mergeChanges } from '../../lib/merge-changes';
import { paths } from '../../lib/paths';
import { preferredTimeZone } from '../../lib/time-zone';
import { toast } from '../../lib/toast';
import { useRepeats } from './api/use-repeats';
import { useSurveyMutations } from './api/use-survey-mutations';
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from './local-draft';
import {
  applyTemplate,
  checkSurvey,
  describeFields,
  draftFromSurvey,
  draftSnapshot,
  emptyDraft,
  placeProblems,
  problemText,
  toBody,
  type DraftQuestion,
  type FieldErrors,
  type SurveyBodyInput,
  type SurveyDraft,
} from './survey-draft';
import { editorMessages as em } from './messages';
import { SURVEY_MESSAGES, templateAppliedMessage } from './survey-messages';

/**
 * The survey editor's state and its transitions (a reducer), and the hook that runs them with
 * the editor's effects: saving, the conflict's two ways on, the unsaved-changes guard and the
 * edits kept in the browser. The component only renders what this holds.
 */

/** Save problems sorted onto the editor's parts. */
export interface Problems {
  title?: string;
  description?: string;
  settings?: string;
  questions?: string;
  /** By question key. */
  byQuestion: Record<string, string>;
}

export const noProblems: Problems = { byQuestion: {} };

/** Sorts save problems (ours or the server's) onto the editor's parts. */
export function problemsFrom(fields: FieldErrors, questions: DraftQuestion[]): Problems {
  const placed = placeProblems(fields);
  const byQuestion: Record<string, string> = {};
  for (const [index, message] of Object.entries(placed.byQuestion)) {
    const question = questions[Number(index)];
    if (question) byQuestion[question.key] = message;
  }
  return { ...placed, byQuestion };
}

export interface EditorState {
  /** What the page holds now. */
  draft: SurveyDraft;
  /** The survey as saved that this page's edits started from ('Keep mine' merges over it). */
  base: SurveyDraft;
  /** The snapshot of the survey as last saved: the draft differs from it when work is unsaved. */
  saved: string;
  /**
   * The version this page's edits are based on: taken when the survey was loaded (or the kept
   * edits were made) and after each save, never from a later refresh, so a save over someone
   * else's newer version is refused instead of undoing it.
   */
  baseVersion: number | null;
  /** Edits kept in this browser from before a reload (decision 0025), shown until saved. */
  restored: LocalDraft | null;
  /** A save was refused as someone saved meanwhile: the stale-version dialog is open. */
  conflict: boolean;
  /** Which way on from the conflict is being carried out. */
  resolving?: 'reload' | 'keep';
  /** A new survey's team. */
  teamId: string;
  /** Keys of the questions whose edit panels are open. */
  editing: string[];
  problems: Problems;
  saving: boolean;
  templatesOpen: boolean;
  /** A generated template, previewed in the templates dialog before it is used. */
  generated: SurveyTemplate | null;
  generatedNote: string | null;
  settingsOpen: boolean;
  /** A save was refused because the survey was sent, opened or answered since it was loaded. */
  lockedMeanwhile: boolean;
  sendOpen: boolean;
  /** A template picked while work is unsaved: applied once confirmed. */
  pendingTemplate: SurveyTemplate | null;
  /** 'Start from a description': the description typed, and what is wrong with it. */
  prompt: string;
  promptError?: string;
}

export type EditorAction =
  | { type: 'changed'; patch: Partial<SurveyDraft> }
  | { type: 'questionsChanged'; questions: DraftQuestion[] }
  | { type: 'editingChanged'; editing: string[] }
  | { type: 'teamChanged'; teamId: string }
  | { type: 'problemCleared'; part: 'title' | 'description' | 'settings' }
  | { type: 'problemsFound'; problems: Problems }
  | { type: 'lockedMeanwhile' }
  | { type: 'restoredDiscarded'; server: SurveyDraft; version: number | null; teamId: string }
  | { type: 'templatesOpened' }
  | { type: 'templatesClosed' }
  | { type: 'templatePicked'; template: SurveyTemplate }
  | { type: 'templateApplied'; template: SurveyTemplate }
  | { type: 'templateCancelled' }
  | { type: 'promptChanged'; prompt: string }
  | { type: 'generated'; template: SurveyTemplate; note: string }
  | { type: 'promptMissing'; message: string }
  | { type: 'settingsOpened'; open: boolean }
  | { type: 'sendOpened'; open: boolean }
  | { type: 'saveStarted' }
  | { type: 'saveEnded' }
  | { type: 'saved'; survey: Survey }
  | { type: 'conflicted'; open: boolean }
  | { type: 'resolving'; way?: 'reload' | 'keep' }
  | { type: 'reloaded'; survey: Survey };

/** Whether the page holds work that is not saved. */
export function isDirty(state: EditorState): boolean {
  return draftSnapshot(state.draft) !== state.saved;
}

/**
 * The editor's state when it opens: the survey as saved (or a blank one), unless edits kept in
 * this browser differ from it; then those, shown as restored.
 */
export function initialEditorState({
  survey,
  kept,
  teamFromLink,
}: {
  survey?: Survey;
  kept: LocalDraft | null;
  /** The `team` of the page's address (a new survey opened from a team). */
  teamFromLink: string;
}): EditorState {
  const server = survey ? draftFromSurvey(survey) : emptyDraft();
  const restored = kept && draftSnapshot(kept.draft) !== draftSnapshot(server) ? kept : null;
  return {
    draft: restored?.draft ?? server,
    base: restored?.base ?? (survey ? draftFromSurvey(survey) : emptyDraft()),
    saved: draftSnapshot(server),
    baseVersion: restored ? restored.baseVersion : (survey?.version ?? null),
    restored,
    conflict: false,
    teamId: restored?.teamId || teamFromLink,
    editing: [],
    problems: noProblems,
    saving: false,
    templatesOpen: false,
    generated: null,
    generatedNote: null,
    settingsOpen: false,
    lockedMeanwhile: false,
    sendOpen: false,
    pendingTemplate: null,
    prompt: '',
  };
}

/** The page holds the survey as saved now (after a save or a reload). */
function holdSaved(state: EditorState, survey: Survey): EditorState {
  const next = draftFromSurvey(survey);
  return {
    ...state,
    draft: next,
    base: next,
    saved: draftSnapshot(next),
    baseVersion: survey.version,
    problems: noProblems,
    restored: null,
  };
}

function applyNow(state: EditorState, template: SurveyTemplate): EditorState {
  return {
    ...state,
    draft: applyTemplate(state.draft, template),
    editing: [],
    problems: noProblems,
    pendingTemplate: null,
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'changed':
      return { ...state, draft: { ...state.draft, ...action.patch } };
    case 'questionsChanged': {
      // A question that changed loses its problem; the list's own problem goes.
      const byQuestion = { ...state.problems.byQuestion };
      for (const question of action.questions) {
        const before = state.draft.questions.find((q) => q.key === question.key);
        if (before !== question) delete byQuestion[question.key];
      }
      return {
        ...state,
        problems: { ...state.problems, questions: undefined, byQuestion },
        draft: { ...state.draft, questions: action.questions },
      };
    }
    case 'editingChanged':
      return { ...state, editing: action.editing };
    case 'teamChanged':
      return { ...state, teamId: action.teamId };
    case 'problemCleared':
      if (!state.problems[action.part]) return state;
      return { ...state, problems: { ...state.problems, [action.part]: undefined } };
    case 'problemsFound':
      // A settings problem (and none on the title) opens the settings where it is shown.
      return {
        ...state,
        problems: action.problems,
        settingsOpen:
          state.settingsOpen || (!action.problems.title && Boolean(action.problems.settings)),
      };
    case 'lockedMeanwhile':
      return { ...state, lockedMeanwhile: true };
    case 'restoredDiscarded':
      return {
        ...state,
        draft: action.server,
        base: action.server,
        saved: draftSnapshot(action.server),
        baseVersion: action.version,
        teamId: action.teamId,
        editing: [],
        problems: noProblems,
        restored: null,
      };
    case 'templatesOpened':
      return { ...state, generated: null, templatesOpen: true };
    case 'templatesClosed':
      return { ...state, templatesOpen: false, generated: null };
    case 'templatePicked': {
      // Applying replaces the title, description and questions: it asks first when work is
      // unsaved.
      const closed = { ...state, templatesOpen: false, generated: null };
      return isDirty(state)
        ? { ...closed, pendingTemplate: action.template }
        : applyNow(closed, action.template);
    }
    case 'templateApplied':
      return applyNow(state, action.template);
    case 'templateCancelled':
      return { ...state, pendingTemplate: null };
    case 'promptChanged':
      return { ...state, prompt: action.prompt, promptError: undefined };
    case 'promptMissing':
      return { ...state, promptError: action.message };
    case 'generated':
      // Shown first, like a built-in template: using it replaces the survey's questions.
      return {
        ...state,
        generated: action.template,
        generatedNote: action.note,
        templatesOpen: true,
      };
    case 'settingsOpened':
      return { ...state, settingsOpen: action.open };
    case 'sendOpened':
      return { ...state, sendOpen: action.open };
    case 'saveStarted':
      return { ...state, saving: true };
    case 'saveEnded':
      return { ...state, saving: false };
    case 'saved':
      return holdSaved(state, action.survey);
    case 'conflicted':
      return { ...state, conflict: action.open };
    case 'resolving':
      return { ...state, resolving: action.way };
    case 'reloaded':
      return { ...holdSaved(state, action.survey), editing: [], conflict: false };
  }
}

/** The survey editor's state, what it derives, and what the editor's controls do. */
export function useSurveyEditor(survey: Survey | undefined) {
  const isNew = !survey;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { token, user } = useAuth();
  const userId = user?.id;
  const { createSurvey, updateSurvey, reloadSurvey } = useSurveyMutations();
  const intl = useAppIntl();
  const say = intl.formatMessage;
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    initialEditorState({
      survey,
      kept: userId ? readLocalDraft(userId, survey?.id) : null,
      teamFromLink: searchParams.get('team') ?? '',
    }),
  );
  const { draft, base, baseVersion, teamId, editing } = state;
  const anonymityLocked = (survey?.anonymityLocked ?? false) || state.lockedMeanwhile;
  const titleRef = useRef<HTMLInputElement>(null);
  const questionsRef = useRef<HTMLDivElement>(null);
  const timezone = preferredTimeZone(user);
  const repeating = useRepeats(survey ? [survey] : undefined).get(survey?.id ?? '') ?? [];

  const dirty = isDirty(state);

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
    dispatch({
      type: 'restoredDiscarded',
      server: survey ? draftFromSurvey(survey) : emptyDraft(),
      version: survey?.version ?? null,
      teamId: searchParams.get('team') ?? '',
    });
    if (userId) clearLocalDraft(userId, survey?.id);
  };

  /** Leaving on purpose gives the edits up; a reload or a closed tab keeps them. */
  const leave = () => {
    if (userId) clearLocalDraft(userId, survey?.id);
    leaving.current = true;
    blocker.proceed?.();
  };

  // ---- changes ----
  const change = (patch: Partial<SurveyDraft>) => dispatch({ type: 'changed', patch });

  const applied = (template: SurveyTemplate) =>
    toast.success(templateAppliedMessage(template.name, template.questions.length, intl));

  const pickTemplate = (template: SurveyTemplate) => {
    dispatch({ type: 'templatePicked', template });
    if (!dirty) applied(template);
  };

  const applyPending = () => {
    const template = state.pendingTemplate;
    if (!template) return;
    dispatch({ type: 'templateApplied', template });
    applied(template);
  };

  const generate = () => {
    if (!state.prompt.trim()) {
      dispatch({ type: 'promptMissing', message: say(em.promptMissing) });
      return;
    }
    dispatch({
      type: 'generated',
      template: generateTemplate(state.prompt),
      note: generatedTemplateNote(state.prompt),
    });
  };

  // ---- saving ----
  const focusQuestion = (key: string, selector: string) =>
    requestAnimationFrame(() =>
      questionsRef.current
        ?.querySelector<HTMLElement>(`[data-question-key="${key}"] ${selector}`)
        ?.focus(),
    );

  const showProblems = (found: Problems) => {
    dispatch({ type: 'problemsFound', problems: found });
    if (found.title) titleRef.current?.focus();
    else if (found.settings) return;
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
      toast.error(say(em.questionOpen, { number: open + 1 }));
      focusQuestion(openQuestion.key, 'form input');
      return;
    }
    const body = toBody(draft, { timezone, teamId: isNew && teamId ? teamId : undefined });
    const checked = checkSurvey(body, intl);
    if (!checked.ok) {
      showProblems(problemsFrom(checked.fields, draft.questions));
      toast.error(checked.message);
      return;
    }
    if (!token) {
      toast.error(say(SURVEY_MESSAGES.authenticationRequired));
      return;
    }
    dispatch({ type: 'saveStarted' });
    try {
      if (survey) {
        await saveOver(survey.id, checked.body, baseVersion);
      } else {
        const created = await createSurvey(checked.body);
        if (userId) clearLocalDraft(userId);
        toast.success(say(SURVEY_MESSAGES.created));
        leaving.current = true;
        navigate(paths.surveyEdit.getHref(created.id), { replace: true });
      }
    } catch (failure) {
      saveFailed(failure);
    } finally {
      dispatch({ type: 'saveEnded' });
    }
  };

  /** Saves over `version`; the page then holds what was saved. */
  const saveOver = async (id: string, body: SurveyBodyInput, version: number | null) => {
    const updated = await updateSurvey(id, {
      ...body,
      ...(version === null ? {} : { version }),
    });
    dispatch({ type: 'saved', survey: updated });
    if (userId) clearLocalDraft(userId, id);
    toast.success(say(SURVEY_MESSAGES.updated));
  };

  const saveFailed = (failure: unknown) => {
    if (isStaleVersion(failure)) {
      // Saved elsewhere since this page's version: nothing was saved; the user chooses.
      dispatch({ type: 'conflicted', open: true });
      return;
    }
    const content = describeError(failure, say(SURVEY_MESSAGES.saveFailed));
    if (isApiError(failure) && failure.fields) {
      showProblems(problemsFrom(failure.fields, draft.questions));
      content.message = describeFields(failure.fields, intl) ?? content.message;
    } else if (isApiError(failure) && failure.errorType === 'anonymity_locked') {
      // Locked since the editor loaded (sent or opened meanwhile): say so beside the setting.
      showProblems({ ...noProblems, settings: problemText(failure.message, intl) });
    } else if (isApiError(failure) && failure.errorType === 'threshold_locked') {
      // Locked since the editor loaded: the threshold field now holds the saved one as its least.
      dispatch({ type: 'lockedMeanwhile' });
      showProblems({ ...noProblems, settings: problemText(failure.message, intl) });
    }
    toast.failure(content);
  };

  /** Reload theirs: the survey as saved now replaces this page's edits. */
  const reloadTheirs = async () => {
    if (!survey) return;
    dispatch({ type: 'resolving', way: 'reload' });
    try {
      const fresh = await reloadSurvey(survey.id);
      dispatch({ type: 'reloaded', survey: fresh });
      if (userId) clearLocalDraft(userId, survey.id);
      toast.info(say(em.reloaded));
    } catch (failure) {
      toast.failure(describeError(failure, say(SURVEY_MESSAGES.loadSurveyFailed)));
    } finally {
      dispatch({ type: 'resolving' });
    }
  };

  /**
   * Keep mine: what this page changed is saved over the version saved now; what was changed
   * elsewhere in other parts (title, description, each setting, the questions) stays.
   */
  const keepMine = async () => {
    if (!survey) return;
    dispatch({ type: 'resolving', way: 'keep' });
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
      dispatch({ type: 'conflicted', open: false });
      await saveOver(survey.id, body, fresh.version);
    } catch (failure) {
      saveFailed(failure);
    } finally {
      dispatch({ type: 'resolving' });
    }
  };

  return {
    state,
    dispatch,
    isNew,
    dirty,
    anonymityLocked,
    timezone,
    repeating,
    blocker,
    titleRef,
    questionsRef,
    change,
    discardRestored,
    leave,
    pickTemplate,
    applyPending,
    generate,
    save,
    reloadTheirs,
    keepMine,
  };
}
