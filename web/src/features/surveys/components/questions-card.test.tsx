import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  QUESTION_DEFAULTS,
  QUESTION_TYPES,
  type QuestionType,
} from '#shared/domain/survey-templates';
import { renderWithProviders } from '../../../test/render';
import { addQuestion, QUESTION_TYPE_LABELS, type DraftQuestion } from '../survey-draft';
import { QuestionsCard } from './questions-card';

// The menu positions itself with floating-ui, which watches sizes; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** The card with its state held the way the editor holds it; `latest` is what a save would send. */
function renderCard(initial: DraftQuestion[] = [], { anonymous = false, responseCount = 0 } = {}) {
  const state = { latest: initial };
  function Harness() {
    const [questions, setQuestions] = useState(initial);
    const [editing, setEditing] = useState<string[]>([]);
    return (
      <QuestionsCard
        anonymous={anonymous}
        questions={questions}
        onQuestionsChange={(next) => {
          state.latest = next;
          setQuestions(next);
        }}
        editing={editing}
        onEditingChange={setEditing}
        responseCount={responseCount}
      />
    );
  }
  renderWithProviders(<Harness />);
  return state;
}

/** 'Add Question Type' by keyboard: Enter opens the menu on its first type, arrows move, Enter adds. */
async function addType(user: ReturnType<typeof userEvent.setup>, label: string) {
  const index = QUESTION_TYPES.findIndex((type) => QUESTION_TYPE_LABELS[type] === label);
  screen.getByRole('button', { name: 'Add Question Type' }).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => {
    expect(menu).toHaveFocus();
    expect(menu.getAttribute('aria-activedescendant')).toMatch(/text$/);
  });
  // One key at a time, each once the highlight has moved: the menu reads its own state.
  for (let step = 1; step <= index; step++) {
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(menu.getAttribute('aria-activedescendant')).toMatch(
        new RegExp(`/${QUESTION_TYPES[step]}$`),
      ),
    );
  }
  await user.keyboard('{Enter}');
  // Focus lands on the new question's Edit button.
  const count = screen.getAllByRole('button', { name: /^Edit question \d+$/ }).length;
  await waitFor(() =>
    expect(screen.getByRole('button', { name: `Edit question ${count}` })).toHaveFocus(),
  );
}

function questionTexts(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** Questions of these types with their defaults, as 'Add Question Type' would have made them. */
function questionsOf(...types: QuestionType[]): DraftQuestion[] {
  return types.reduce<DraftQuestion[]>((list, type) => addQuestion(list, type), []);
}

const aChoiceQuestion = (): DraftQuestion => ({
  key: 'q1',
  id: 'q_aaaaaaaa',
  type: 'multiple_choice',
  text: 'Pick one',
  required: false,
  options: { choices: ['Red', 'Blue'] },
});

describe('questions card', () => {
  it('adds each of the eight types with its default text and options', async () => {
    const user = userEvent.setup();
    const state = renderCard();
    expect(screen.getByText('No questions yet')).toBeVisible();

    for (const type of QUESTION_TYPES) await addType(user, QUESTION_TYPE_LABELS[type]);

    expect(questionTexts()).toEqual([
      'Short Text Question',
      'Long Text Question',
      'Multiple Choice Question',
      'Checkbox Question',
      'Rating Question',
      'Date Question',
      'Email Question',
      'Number Question',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Questions (8)' })).toBeVisible();
    expect(
      state.latest.map(({ type, text, required, options }) => ({
        type,
        text,
        required,
        options,
      })),
    ).toEqual(
      QUESTION_TYPES.map((type) => ({
        type,
        text: QUESTION_DEFAULTS[type].text,
        required: false,
        options: QUESTION_DEFAULTS[type].options,
      })),
    );
    // The card says what each type's defaults are.
    expect(screen.getByText('One of: Option 1, Option 2')).toBeVisible();
    expect(screen.getByText('Any of: Option 1, Option 2')).toBeVisible();
    expect(screen.getByText('Scale 1 to 5 (Poor to Excellent)')).toBeVisible();
    expect(screen.getAllByText('Up to 500 characters')).toHaveLength(2);
    expect(screen.getByText('A number from 0 to 100')).toBeVisible();
    expect(screen.getByText('Any date')).toBeVisible();
    expect(screen.getByText('An e-mail address')).toBeVisible();
  });

  it('offers no e-mail question on an anonymous survey, and says why', async () => {
    const user = userEvent.setup();
    const state = renderCard([], { anonymous: true });

    await user.click(screen.getByRole('button', { name: 'Add Question Type' }));
    const email = await screen.findByRole('menuitem', { name: /^Email/ });
    expect(email).toHaveAttribute('aria-disabled', 'true');
    expect(email).toHaveTextContent('Not on an anonymous survey: it would record who answered.');
    await user.click(email);
    expect(state.latest).toEqual([]);
    // The other types stay available.
    const number = screen.getByRole('menuitem', { name: 'Number' });
    expect(number).not.toHaveAttribute('aria-disabled');
    await user.click(number);
    await waitFor(() => expect(state.latest.map((q) => q.type)).toEqual(['number']));
  });

  it('flags an e-mail question already on an anonymous survey', () => {
    renderCard(questionsOf('rating', 'email'), { anonymous: true });

    const [rating, email] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(email).toHaveTextContent(
      'An anonymous survey cannot ask for an e-mail address. Remove the e-mail question or turn off anonymity.',
    );
    expect(rating).not.toHaveTextContent('cannot ask for an e-mail address');
  });

  it('gives every added question its own copy of the defaults', async () => {
    const user = userEvent.setup();
    const state = renderCard();
    await addType(user, 'Checkbox');
    await addType(user, 'Checkbox');

    const [first, second] = state.latest;
    expect(first?.options).not.toBe(second?.options);
    expect(first?.key).not.toBe(second?.key);
    expect(QUESTION_DEFAULTS.checkbox.options.choices).toEqual(['Option 1', 'Option 2']);
  });

  it('moves questions up and down, keeping focus on the moved question', async () => {
    const user = userEvent.setup();
    const state = renderCard(questionsOf('text', 'rating', 'number'));

    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(questionTexts()).toEqual(['Short Text Question', 'Number Question', 'Rating Question']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move question 2 up' })).toHaveFocus(),
    );
    expect(screen.getByText('Question moved to position 2 of 3')).toBeInTheDocument();

    // Up again reaches the top: that button is now disabled, so focus goes to its neighbour.
    await user.keyboard('{Enter}');
    expect(questionTexts()).toEqual(['Number Question', 'Short Text Question', 'Rating Question']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move question 1 down' })).toHaveFocus(),
    );

    await user.keyboard('{Enter}');
    expect(questionTexts()).toEqual(['Short Text Question', 'Number Question', 'Rating Question']);
    expect(state.latest.map((q) => q.type)).toEqual(['text', 'number', 'rating']);
  });

  it('removes a question and moves focus to the next one', async () => {
    const user = userEvent.setup();
    const state = renderCard(questionsOf('text', 'email', 'date'));

    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));

    expect(questionTexts()).toEqual(['Short Text Question', 'Date Question']);
    expect(state.latest.map((q) => q.type)).toEqual(['text', 'date']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit question 2' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByText('No questions yet')).toBeVisible();
    expect(state.latest).toEqual([]);
  });

  it('marks a question required from its card', async () => {
    const user = userEvent.setup();
    const state = renderCard([aChoiceQuestion()]);

    await user.click(screen.getByRole('checkbox', { name: 'Required for question 1' }));

    expect(screen.getByRole('checkbox', { name: 'Required for question 1' })).toBeChecked();
    expect(state.latest[0]?.required).toBe(true);
    expect(state.latest[0]?.id).toBe('q_aaaaaaaa');
  });

  it('says "Question text cannot be empty" and keeps the editor open until the text is back', async () => {
    const user = userEvent.setup();
    const state = renderCard([aChoiceQuestion()]);

    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const text = screen.getByRole('textbox', { name: /^Question text/ });
    expect(text).toHaveFocus();
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Save Question' }));

    expect(screen.getByText('Question text cannot be empty')).toBeVisible();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(state.latest[0]?.text).toBe('Pick one');

    await user.type(text, '  Favourite colour?  ');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));

    // Said once, to screen readers: no toast after each question (the survey is not saved yet).
    const said = await screen.findAllByText('Question updated successfully');
    expect(said).toHaveLength(1);
    expect(said[0]?.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Question' })).not.toBeInTheDocument();
    expect(state.latest[0]).toMatchObject({ id: 'q_aaaaaaaa', text: 'Favourite colour?' });
  });

  it("opens a new question's default text selected, so typing replaces it", async () => {
    const user = userEvent.setup();
    const state = renderCard();
    await addType(user, 'Rating');
    expect(questionTexts()).toEqual(['Rating Question']);

    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const text = screen.getByRole('textbox', { name: /^Question text/ });
    expect(text).toHaveFocus();
    expect(text).toHaveValue('Rating Question');
    await user.keyboard('How likely are you to recommend us?');
    expect(text).toHaveValue('How likely are you to recommend us?');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(state.latest[0]?.text).toBe('How likely are you to recommend us?');

    // A text of the manager's own is kept: the cursor goes to its end, nothing is selected.
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    await user.keyboard(' Why?');
    expect(screen.getByRole('textbox', { name: /^Question text/ })).toHaveValue(
      'How likely are you to recommend us? Why?',
    );
  });

  it('offers the 0 to 10 eNPS scale for a rating and says what it adds', async () => {
    const user = userEvent.setup();
    const state = renderCard(questionsOf('rating'));
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), '0 to 10 (eNPS)');
    expect(screen.getByRole('textbox', { name: 'Label for 0' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Label for 10' })).toBeVisible();
    expect(screen.getByText(/shows this question’s eNPS/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(state.latest[0]?.options).toEqual({ min: 0, max: 10, labels: ['Poor', 'Excellent'] });
    expect(screen.getByText('Scale 0 to 10 (Poor to Excellent)')).toBeVisible();

    // Opened again, it says 0 to 10; back to 1 to 5 it starts at 1 again.
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    expect(screen.getByRole('combobox', { name: 'Scale' })).toHaveDisplayValue('0 to 10 (eNPS)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), '1 to 5');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(state.latest[0]?.options).toEqual({ min: 1, max: 5, labels: ['Poor', 'Excellent'] });
  });

  it('edits choices: adds, removes and refuses duplicates', async () => {
    const user = userEvent.setup();
    const state = renderCard([aChoiceQuestion()]);
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));

    await user.click(screen.getByRole('button', { name: 'Add Choice' }));
    expect(screen.getByRole('textbox', { name: 'Choice 3' })).toHaveValue('Option 3');
    await user.clear(screen.getByRole('textbox', { name: 'Choice 3' }));
    await user.type(screen.getByRole('textbox', { name: 'Choice 3' }), 'red');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));

    expect(screen.getByText('Choices must be different from each other')).toBeVisible();
    expect(state.latest[0]?.options).toEqual({ choices: ['Red', 'Blue'] });

    await user.click(screen.getByRole('button', { name: 'Remove choice 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Question' }));

    expect(state.latest[0]?.options).toEqual({ choices: ['Blue', 'red'] });
  });

  it('keeps two choices on a multiple-choice question, while a checkbox list may be one', async () => {
    const user = userEvent.setup();
    renderCard([
      aChoiceQuestion(),
      {
        key: 'q2',
        id: 'q_bbbbbbbb',
        type: 'checkbox',
        text: 'Pick any',
        required: false,
        options: { choices: ['Red', 'Blue'] },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    expect(screen.getByRole('button', { name: 'Remove choice 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove choice 2' })).toBeDisabled();
    expect(screen.getByTestId('choices-minimum')).toHaveTextContent(
      'A multiple-choice question keeps at least two choices.',
    );
    await user.click(screen.getByRole('button', { name: 'Add Choice' }));
    expect(screen.getByRole('button', { name: 'Remove choice 3' })).toBeEnabled();
    expect(screen.queryByTestId('choices-minimum')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit question 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove choice 1' }));
    expect(screen.getByRole('button', { name: 'Remove choice 1' })).toBeDisabled();
  });

  it('edits a rating scale, a text limit, number and date ranges, and the e-mail domain rule', async () => {
    const user = userEvent.setup();
    const state = renderCard(questionsOf('rating', 'textarea', 'number', 'date', 'email'));

    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scale' }), '1 to 10');
    await user.clear(screen.getByRole('textbox', { name: 'Label for 10' }));
    await user.type(screen.getByRole('textbox', { name: 'Label for 10' }), 'Superb');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(state.latest[0]?.options).toEqual({ min: 1, max: 10, labels: ['Poor', 'Superb'] });

    await user.click(screen.getByRole('button', { name: 'Edit question 2' }));
    const maxLength = screen.getByRole('spinbutton', { name: /^Maximum length/ });
    await user.clear(maxLength);
    await user.type(maxLength, '9000');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(screen.getByText('Maximum length must be at most 5000')).toBeVisible();
    await user.clear(maxLength);
    await user.type(maxLength, '300');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(state.latest[1]?.options).toEqual({ maxLength: 300 });

    await user.click(screen.getByRole('button', { name: 'Edit question 3' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Minimum' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum' }), '200');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(screen.getByText('The minimum must not be above the maximum')).toBeVisible();
    await user.clear(screen.getByRole('spinbutton', { name: 'Maximum' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum' }), '500');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(state.latest[2]?.options).toEqual({ min: 200, max: 500 });

    await user.click(screen.getByRole('button', { name: 'Edit question 4' }));
    await user.type(screen.getByLabelText('Earliest date (optional)'), '2026-05-01');
    await user.type(screen.getByLabelText('Latest date (optional)'), '2026-04-01');
    expect(screen.getByLabelText('Earliest date (optional)')).toHaveValue('2026-05-01');
    expect(screen.getByLabelText('Latest date (optional)')).toHaveValue('2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(await screen.findByText('The earliest date must not be after the latest')).toBeVisible();
    await user.clear(screen.getByLabelText('Latest date (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(state.latest[3]?.options).toEqual({ minDate: '2026-05-01', maxDate: '' });

    await user.click(screen.getByRole('button', { name: 'Edit question 5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Require a domain' }));
    await user.click(screen.getByRole('button', { name: 'Save Question' }));
    expect(state.latest[4]?.options).toEqual({ requireDomain: true });
  });

  it("keeps the card's Required box when an edit is saved", async () => {
    const user = userEvent.setup();
    const state = renderCard([aChoiceQuestion()]);
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Required for question 1' }));

    await user.click(screen.getByRole('button', { name: 'Save Question' }));

    expect(state.latest[0]?.required).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Required for question 1' })).toBeChecked();
  });

  it('puts a cancelled edit back as it was', async () => {
    const user = userEvent.setup();
    const state = renderCard([aChoiceQuestion()]);
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    await user.type(screen.getByRole('textbox', { name: /^Question text/ }), ' changed');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(state.latest[0]?.text).toBe('Pick one');
    expect(screen.getByRole('heading', { level: 3, name: 'Pick one' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit question 1' })).toHaveFocus(),
    );
  });
});

describe('removing a question from a survey with responses', () => {
  const saved = (id: string, text: string): DraftQuestion =>
    ({ ...addQuestion([], 'rating')[0], key: id, id, text }) as DraftQuestion;

  it('asks first for a saved question, and keeps it on Cancel', async () => {
    const user = userEvent.setup();
    const state = renderCard([saved('q1', 'How was your week?'), saved('q2', 'Why?')], {
      responseCount: 3,
    });

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this question?' });
    expect(dialog).toHaveTextContent('This survey has 3 responses.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(state.latest.map((q) => q.text)).toEqual(['How was your week?', 'Why?']);

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Remove Question',
      }),
    );
    await waitFor(() => expect(state.latest.map((q) => q.text)).toEqual(['Why?']));
  });

  it('removes a question added since the last save, or any question of a survey without responses, at once', async () => {
    const user = userEvent.setup();
    const withNew = renderCard([saved('q1', 'Kept'), ...addQuestion([], 'text')], {
      responseCount: 2,
    });
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(withNew.latest.map((q) => q.text)).toEqual(['Kept']);
  });
});
