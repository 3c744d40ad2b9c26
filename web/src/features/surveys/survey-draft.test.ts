import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '#shared/domain/survey-templates';
import {
  addQuestion,
  applyTemplate,
  checkSurvey,
  describeFields,
  draftFromSurvey,
  draftSnapshot,
  emptyDraft,
  identityQuestionIndexes,
  moveQuestion,
  placeProblems,
  toBody,
  type SurveyDraft,
} from './survey-draft';
import { aSurvey } from './test/survey-fixtures';

const withQuestions = (draft: SurveyDraft = emptyDraft()): SurveyDraft => ({
  ...draft,
  title: 'Weekly pulse',
  questions: addQuestion(addQuestion([], 'rating'), 'text'),
});

describe('checking a survey before it is saved', () => {
  it('accepts a titled survey with questions and sends orders 1..n and trimmed texts', () => {
    const draft = withQuestions();
    draft.questions[1]!.text = '  Anything else?  ';

    const result = checkSurvey(toBody(draft, { timezone: 'Europe/Berlin' }));

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.questions.map((q) => [q.type, q.order, q.text])).toEqual([
      ['rating', 1, 'Rating Question'],
      ['text', 2, 'Anything else?'],
    ]);
    expect(result.body.timezone).toBe('Europe/Berlin');
    expect(result.body.scheduledDate).toBeNull();
  });

  it("answers with the spec's messages, the title first", () => {
    expect(checkSurvey(toBody(emptyDraft(), { timezone: 'UTC' }))).toMatchObject({
      ok: false,
      message: 'Survey title is required',
    });
    expect(
      checkSurvey(toBody({ ...emptyDraft(), title: '   ' }, { timezone: 'UTC' })),
    ).toMatchObject({ ok: false, message: 'Survey title is required' });
    expect(
      checkSurvey(toBody({ ...emptyDraft(), title: 'Pulse' }, { timezone: 'UTC' })),
    ).toMatchObject({ ok: false, message: 'At least one question is required' });

    const blank = withQuestions();
    blank.questions[1]!.text = '   ';
    expect(checkSurvey(toBody(blank, { timezone: 'UTC' }))).toMatchObject({
      ok: false,
      message: 'All questions must have text. Please edit any questions without text.',
      fields: { 'questions.1.text': expect.any(String) as string },
    });
  });

  it('refuses a threshold below 3 and says which question a problem is on', () => {
    const low = { ...withQuestions(), anonymityThreshold: '2' };
    expect(checkSurvey(toBody(low, { timezone: 'UTC' }))).toMatchObject({
      ok: false,
      message: 'The anonymity threshold is at least 3',
    });
    const blank = { ...withQuestions(), anonymityThreshold: '' };
    expect(checkSurvey(toBody(blank, { timezone: 'UTC' })).ok).toBe(false);

    expect(
      describeFields({
        'questions.2.options.choices': 'Choices must be different from each other',
      }),
    ).toBe('Question 3: Choices must be different from each other');
  });

  it('places problems on the parts of the editor', () => {
    expect(
      placeProblems({
        title: 'Survey title is required',
        'questions.0.options.maxLength': 'Too long',
        anonymityThreshold: 'At least 3',
        questions: 'At least one question is required',
      }),
    ).toEqual({
      title: 'Survey title is required',
      settings: 'At least 3',
      questions: 'At least one question is required',
      byQuestion: { 0: 'Too long' },
    });
  });
});

describe('changing the questions', () => {
  it('moves a question and ignores moves past either end', () => {
    const questions = addQuestion(addQuestion(addQuestion([], 'text'), 'rating'), 'date');
    expect(moveQuestion(questions, 2, -1).map((q) => q.type)).toEqual(['text', 'date', 'rating']);
    expect(moveQuestion(questions, 0, -1)).toBe(questions);
    expect(moveQuestion(questions, 2, 1)).toBe(questions);
  });

  it('applies a template as a fresh copy, replacing title, description and questions', () => {
    const template = BUILT_IN_TEMPLATES[0]!;
    const draft = applyTemplate({ ...withQuestions(), isAnonymous: false }, template);

    expect(draft.title).toBe(template.title);
    expect(draft.description).toBe(template.description);
    expect(draft.questions).toHaveLength(template.questions.length);
    expect(draft.isAnonymous).toBe(false);
    expect(draft.questions[0]!.options).not.toBe(template.questions[0]!.options);
  });

  it('counts a change as unsaved work, and an undone change as none', () => {
    const draft = withQuestions();
    const saved = draftSnapshot(draft);
    expect(draftSnapshot({ ...draft, title: 'Other' })).not.toBe(saved);
    expect(draftSnapshot({ ...draft, title: 'Weekly pulse' })).toBe(saved);
  });
});

describe('accepting responses', () => {
  it('is on for a new survey and carried from the saved survey into the body', () => {
    expect(toBody(withQuestions(), { timezone: 'UTC' }).acceptingResponses).toBe(true);

    const closed = draftFromSurvey(aSurvey({ acceptingResponses: false }));
    expect(closed.acceptingResponses).toBe(false);
    expect(toBody(closed, { timezone: 'UTC' }).acceptingResponses).toBe(false);
    expect(toBody(draftFromSurvey(aSurvey()), { timezone: 'UTC' }).acceptingResponses).toBe(true);
    // Switching it counts as an unsaved change.
    expect(draftSnapshot(closed)).not.toBe(draftSnapshot({ ...closed, acceptingResponses: true }));
  });
});

describe('the open link', () => {
  it('is on for a new survey and carried from the saved survey into the body', () => {
    expect(toBody(withQuestions(), { timezone: 'UTC' }).openLinkEnabled).toBe(true);

    const personalOnly = draftFromSurvey(aSurvey({ openLinkEnabled: false }));
    expect(personalOnly.openLinkEnabled).toBe(false);
    expect(toBody(personalOnly, { timezone: 'UTC' }).openLinkEnabled).toBe(false);
    expect(draftSnapshot(personalOnly)).not.toBe(
      draftSnapshot({ ...personalOnly, openLinkEnabled: true }),
    );
    expect(placeProblems({ openLinkEnabled: 'Nope' }).settings).toBe('Nope');
  });
});

describe('identity questions on anonymous surveys', () => {
  const withEmail = (isAnonymous: boolean): SurveyDraft => ({
    ...withQuestions(),
    isAnonymous,
    questions: addQuestion(addQuestion(addQuestion([], 'rating'), 'email'), 'text'),
  });

  it('refuses an e-mail question on an anonymous survey, on that question', () => {
    expect(checkSurvey(toBody(withEmail(true), { timezone: 'UTC' }))).toEqual({
      ok: false,
      message:
        'Question 2: An anonymous survey cannot ask for an e-mail address. Remove the e-mail question or turn off anonymity.',
      fields: {
        'questions.1.type':
          'An anonymous survey cannot ask for an e-mail address. Remove the e-mail question or turn off anonymity.',
      },
    });
    expect(identityQuestionIndexes(withEmail(true).questions)).toEqual([1]);
  });

  it('accepts it on a named survey', () => {
    expect(checkSurvey(toBody(withEmail(false), { timezone: 'UTC' })).ok).toBe(true);
  });
});
