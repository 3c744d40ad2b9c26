import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '#shared/domain/survey-templates';
import type { LocalDraft } from './local-draft';
import { draftFromSurvey, draftSnapshot, emptyDraft } from './survey-draft';
import { aSurvey } from './test/survey-fixtures';
import {
  editorReducer,
  initialEditorState,
  isDirty,
  noProblems,
  problemsFrom,
  type EditorAction,
  type EditorState,
} from './use-survey-editor';

const template = BUILT_IN_TEMPLATES[0]!;

function opened(survey = aSurvey(), kept: LocalDraft | null = null): EditorState {
  return initialEditorState({ survey, kept, teamFromLink: '' });
}

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

function keptEdits(survey = aSurvey()): LocalDraft {
  const draft = { ...draftFromSurvey(survey), title: 'Kept title' };
  return { draft, baseVersion: 3, teamId: 'team-1', savedAt: '2026-11-01T10:00:00.000Z' };
}

describe('the survey editor opening', () => {
  it('holds the survey as saved, with nothing unsaved', () => {
    const survey = aSurvey();
    const state = opened(survey);
    expect(state.draft.title).toBe(survey.title);
    expect(state.baseVersion).toBe(survey.version);
    expect(state.restored).toBeNull();
    expect(isDirty(state)).toBe(false);
  });

  it('shows edits kept in the browser as restored, unsaved, with their version and team', () => {
    const state = opened(aSurvey(), keptEdits());
    expect(state.draft.title).toBe('Kept title');
    expect(state.restored?.savedAt).toBe('2026-11-01T10:00:00.000Z');
    expect(state.baseVersion).toBe(3);
    expect(state.teamId).toBe('team-1');
    expect(isDirty(state)).toBe(true);
  });

  it('ignores kept edits that are the survey as saved', () => {
    const survey = aSurvey();
    const kept = { ...keptEdits(survey), draft: draftFromSurvey(survey) };
    expect(opened(survey, kept).restored).toBeNull();
  });

  it('takes a new survey’s team from the address when nothing was kept', () => {
    const state = initialEditorState({ kept: null, teamFromLink: 'team-7' });
    expect(state.teamId).toBe('team-7');
    expect(state.baseVersion).toBeNull();
    expect(state.draft).toEqual(emptyDraft());
  });

  it('discarding restored edits goes back to the survey as saved', () => {
    const survey = aSurvey();
    const state = run(opened(survey, keptEdits(survey)), {
      type: 'restoredDiscarded',
      server: draftFromSurvey(survey),
      version: survey.version,
      teamId: '',
    });
    expect(state.restored).toBeNull();
    expect(state.draft.title).toBe(survey.title);
    expect(state.baseVersion).toBe(survey.version);
    expect(isDirty(state)).toBe(false);
  });
});

describe('editing', () => {
  it('a change makes the page unsaved; changing it back makes it saved again', () => {
    const survey = aSurvey();
    const changed = run(opened(survey), { type: 'changed', patch: { title: 'New' } });
    expect(isDirty(changed)).toBe(true);
    const back = run(changed, { type: 'changed', patch: { title: survey.title } });
    expect(isDirty(back)).toBe(false);
  });

  it('changing a question clears its problem and the list’s, keeping the others’', () => {
    const state = opened();
    const [first, second] = state.draft.questions;
    const withProblems = run(state, {
      type: 'problemsFound',
      problems: {
        questions: 'At least one question is required',
        byQuestion: { [first!.key]: 'Too short', [second!.key]: 'Too long' },
      },
    });
    const questions = withProblems.draft.questions.map((q) =>
      q.key === first!.key ? { ...q, text: 'Reworded' } : q,
    );
    const next = run(withProblems, { type: 'questionsChanged', questions });
    expect(next.draft.questions[0]!.text).toBe('Reworded');
    expect(next.problems.questions).toBeUndefined();
    expect(next.problems.byQuestion).toEqual({ [second!.key]: 'Too long' });
  });

  it('clearing a part’s problem leaves the others, and is nothing when there is none', () => {
    const state = run(opened(), {
      type: 'problemsFound',
      problems: { title: 'Survey title is required', description: 'Too long', byQuestion: {} },
    });
    const next = run(state, { type: 'problemCleared', part: 'title' });
    expect(next.problems).toEqual({ title: undefined, description: 'Too long', byQuestion: {} });
    expect(run(next, { type: 'problemCleared', part: 'settings' })).toBe(next);
  });

  it('the description prompt: a missing one says so; typing clears it; generating previews', () => {
    const missing = run(opened(), { type: 'promptMissing', message: 'Describe it first' });
    expect(missing.promptError).toBe('Describe it first');
    const typed = run(missing, { type: 'promptChanged', prompt: 'night shifts' });
    expect(typed.promptError).toBeUndefined();
    const previewed = run(typed, { type: 'generated', template, note: 'Picked for you' });
    expect(previewed.templatesOpen).toBe(true);
    expect(previewed.generated).toBe(template);
    expect(previewed.generatedNote).toBe('Picked for you');
    const closed = run(previewed, { type: 'templatesClosed' });
    expect(closed.templatesOpen).toBe(false);
    expect(closed.generated).toBeNull();
  });
});

describe('problems', () => {
  it('sorts field problems onto the title, the settings and questions by key', () => {
    const state = opened();
    const problems = problemsFrom(
      {
        title: 'Survey title is required',
        anonymityThreshold: 'At least 3',
        'questions.1.text': 'Question text cannot be empty',
        'questions.9.text': 'No such question',
      },
      state.draft.questions,
    );
    expect(problems).toEqual({
      title: 'Survey title is required',
      settings: 'At least 3',
      byQuestion: { [state.draft.questions[1]!.key]: 'Question text cannot be empty' },
    });
  });

  it('a settings problem opens the settings unless the title has one too', () => {
    const settings = { ...noProblems, settings: 'Locked' };
    expect(run(opened(), { type: 'problemsFound', problems: settings }).settingsOpen).toBe(true);
    const both = { ...settings, title: 'Survey title is required' };
    expect(run(opened(), { type: 'problemsFound', problems: both }).settingsOpen).toBe(false);
  });
});

describe('templates', () => {
  it('picked with nothing unsaved: applied at once, closing the dialog and open edits', () => {
    const state = run(
      opened(),
      { type: 'templatesOpened' },
      { type: 'editingChanged', editing: ['q_rating01'] },
      { type: 'problemsFound', problems: { ...noProblems, title: 'Required' } },
      { type: 'templatePicked', template },
    );
    expect(state.templatesOpen).toBe(false);
    expect(state.pendingTemplate).toBeNull();
    expect(state.draft.title).toBe(template.title);
    expect(state.draft.questions).toHaveLength(template.questions.length);
    expect(state.editing).toEqual([]);
    expect(state.problems).toEqual(noProblems);
  });

  it('picked with unsaved work: waits to be confirmed; cancelling keeps the work', () => {
    const unsaved = run(opened(), { type: 'changed', patch: { title: 'Mine' } });
    const pending = run(unsaved, { type: 'templatePicked', template });
    expect(pending.pendingTemplate).toBe(template);
    expect(pending.draft.title).toBe('Mine');

    expect(run(pending, { type: 'templateCancelled' }).draft.title).toBe('Mine');
    const applied = run(pending, { type: 'templateApplied', template });
    expect(applied.draft.title).toBe(template.title);
    expect(applied.pendingTemplate).toBeNull();
  });
});

describe('saving and the conflict', () => {
  it('a save holds what was saved: its version, nothing unsaved, nothing restored', () => {
    const survey = aSurvey();
    const editing = run(
      opened(survey, keptEdits(survey)),
      { type: 'saveStarted' },
      { type: 'problemsFound', problems: { ...noProblems, title: 'Required' } },
    );
    expect(editing.saving).toBe(true);
    const stored = aSurvey({ title: 'Kept title', version: 4 });
    const saved = run(editing, { type: 'saved', survey: stored }, { type: 'saveEnded' });
    expect(saved.saving).toBe(false);
    expect(saved.baseVersion).toBe(4);
    expect(saved.restored).toBeNull();
    expect(saved.problems).toEqual(noProblems);
    expect(saved.base).toEqual(draftFromSurvey(stored));
    expect(isDirty(saved)).toBe(false);
  });

  it('reload theirs: the survey as saved now replaces the edits and closes the conflict', () => {
    const survey = aSurvey();
    const conflicted = run(
      opened(survey),
      { type: 'changed', patch: { title: 'Mine' } },
      { type: 'editingChanged', editing: ['q_rating01'] },
      { type: 'conflicted', open: true },
      { type: 'resolving', way: 'reload' },
    );
    expect(conflicted.conflict).toBe(true);
    expect(conflicted.resolving).toBe('reload');
    const theirs = aSurvey({ title: 'Theirs', version: 9 });
    const reloaded = run(conflicted, { type: 'reloaded', survey: theirs }, { type: 'resolving' });
    expect(reloaded.conflict).toBe(false);
    expect(reloaded.resolving).toBeUndefined();
    expect(reloaded.draft.title).toBe('Theirs');
    expect(reloaded.baseVersion).toBe(9);
    expect(reloaded.editing).toEqual([]);
    expect(reloaded.saved).toBe(draftSnapshot(draftFromSurvey(theirs)));
    expect(isDirty(reloaded)).toBe(false);
  });

  it('keep mine: the conflict closes while the merged save is made, then holds what was saved', () => {
    const survey = aSurvey();
    const keeping = run(
      opened(survey),
      { type: 'changed', patch: { title: 'Mine' } },
      { type: 'conflicted', open: true },
      { type: 'resolving', way: 'keep' },
      { type: 'conflicted', open: false },
    );
    expect(keeping.conflict).toBe(false);
    expect(keeping.resolving).toBe('keep');
    expect(isDirty(keeping)).toBe(true);
    const merged = aSurvey({ title: 'Mine', description: 'Theirs', version: 10 });
    const kept = run(keeping, { type: 'saved', survey: merged }, { type: 'resolving' });
    expect(kept.draft.description).toBe('Theirs');
    expect(kept.baseVersion).toBe(10);
    expect(isDirty(kept)).toBe(false);
  });

  it('a lock found on saving stays: the threshold is held locked from then on', () => {
    const state = run(opened(), { type: 'lockedMeanwhile' });
    expect(state.lockedMeanwhile).toBe(true);
  });
});
