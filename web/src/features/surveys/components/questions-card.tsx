import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Menu,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { QUESTION_TYPES, type QuestionType } from '#shared/domain/survey-templates';
import {
  addQuestion,
  describeOptions,
  isIdentityQuestion,
  moveQuestion,
  problemText,
  QUESTION_TYPE_MESSAGES,
  removeQuestion,
  replaceQuestion,
  type DraftQuestion,
} from '../survey-draft';
import { useAppIntl } from '../../../i18n/intl';
import { questionsMessages as m } from '../messages';
import { SURVEY_MESSAGES } from '../survey-messages';
import { ConfirmDialog } from './confirm-dialog';
import { CheckboxField } from './fields';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, PencilIcon, TrashIcon } from './icons';
import { QuestionEditForm } from './question-edit-form';

export interface QuestionsCardProps {
  /** The survey is anonymous: no question may ask who the respondent is. */
  anonymous?: boolean;
  questions: DraftQuestion[];
  onQuestionsChange: (questions: DraftQuestion[]) => void;
  /** Keys of the questions whose edit panel is open. */
  editing: readonly string[];
  onEditingChange: (editing: string[]) => void;
  /** Problems from the last save, by question key. */
  problems?: Readonly<Record<string, string>>;
  /** A problem with the list as a whole ('At least one question is required'). */
  listProblem?: string;
  /** Responses the survey has: removing a question they answered asks first. */
  responseCount?: number;
}

/** Where focus goes once React has drawn the change (an element id). */
type FocusTarget = string | null;

/**
 * The Questions card: 'Add Question Type', then each question with move up, move down, edit,
 * remove and its required box. Everything is a button: no dragging, so it works by keyboard
 * alone; after each change focus stays on (or moves to) a sensible control and a polite live
 * region says what happened.
 */
export function QuestionsCard({
  anonymous = false,
  questions,
  onQuestionsChange,
  editing,
  onEditingChange,
  problems = {},
  listProblem,
  responseCount = 0,
}: QuestionsCardProps) {
  const [confirmRemove, setConfirmRemove] = useState<number | null>(null);
  const base = useId();
  const idFor = (key: string, part: string) => `${base}-${key}-${part}`;
  const addButtonId = `${base}-add`;
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<FocusTarget>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const intl = useAppIntl();
  const say = intl.formatMessage;

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    // Two frames: after the menu has closed and handed focus back to its trigger. Focus that
    // has meanwhile gone elsewhere (the menu opened again, another field) stays where it is.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const menuOpen = document.getElementById(addButtonId)?.getAttribute('aria-expanded');
        if (menuOpen === 'true') return;
        const active = document.activeElement;
        const ours =
          !active ||
          active === document.body ||
          cardRef.current?.contains(active) ||
          active.closest('[role="menu"]');
        if (ours) document.getElementById(target)?.focus();
      }),
    );
  });

  const change = (next: DraftQuestion[], message: string, focus: FocusTarget) => {
    onQuestionsChange(next);
    setAnnouncement(message);
    focusNext.current = focus;
  };

  const add = (type: QuestionType) => {
    if (anonymous && isIdentityQuestion({ type })) return;
    const next = addQuestion(questions, type);
    const added = next[next.length - 1];
    if (!added) return;
    change(
      next,
      say(m.added, { type: say(QUESTION_TYPE_MESSAGES[type]), number: next.length }),
      idFor(added.key, 'edit'),
    );
  };

  // The menu keeps the select handler it was created with: reach the current one through a ref.
  const addLatest = useRef(add);
  useEffect(() => {
    addLatest.current = add;
  });

  const move = (index: number, delta: -1 | 1) => {
    const question = questions[index];
    if (!question) return;
    const to = index + delta;
    // Keep focus on the same button unless it has just become disabled at an end of the list.
    const atEnd = delta < 0 ? to === 0 : to === questions.length - 1;
    const button = delta < 0 === !atEnd ? 'up' : 'down';
    change(
      moveQuestion(questions, index, delta),
      say(m.moved, { position: to + 1, count: questions.length }),
      idFor(question.key, button),
    );
  };

  const remove = (index: number, confirmed = false) => {
    const question = questions[index];
    if (!question) return;
    // A saved question of a survey with responses: its answers stop showing once saved.
    if (!confirmed && responseCount > 0 && !question.key.startsWith('new-')) {
      setConfirmRemove(index);
      return;
    }
    const neighbour = questions[index + 1] ?? questions[index - 1];
    onEditingChange(editing.filter((key) => key !== question.key));
    change(
      removeQuestion(questions, question.key),
      say(m.removed, { number: index + 1 }),
      neighbour ? idFor(neighbour.key, 'edit') : addButtonId,
    );
  };

  const setRequired = (key: string, required: boolean) =>
    onQuestionsChange(replaceQuestion(questions, key, (q) => ({ ...q, required })));

  const openEditor = (key: string) => {
    if (!editing.includes(key)) onEditingChange([...editing, key]);
  };

  const closeEditor = (key: string) => {
    onEditingChange(editing.filter((k) => k !== key));
    focusNext.current = idFor(key, 'edit');
  };

  const saveQuestion = (saved: DraftQuestion) => {
    // 'Required' lives on the card, outside the edit panel: keep what it says now.
    onQuestionsChange(
      replaceQuestion(questions, saved.key, (current) => ({
        ...saved,
        required: current.required,
      })),
    );
    closeEditor(saved.key);
    // Said to screen readers, not as a toast: one after every question saved was noise, and the
    // survey itself is saved only with 'Save Survey'.
    setAnnouncement(say(SURVEY_MESSAGES.questionUpdated));
  };

  const headingId = `${base}-heading`;

  return (
    <Card.Root ref={cardRef} variant="outline" as="section" aria-labelledby={headingId}>
      <Card.Body gap="5">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id={headingId}>
            {say(m.heading, { count: questions.length })}
          </Heading>
          <Menu.Root
            ids={{ trigger: addButtonId }}
            onSelect={(details) => addLatest.current(details.value as QuestionType)}
          >
            <Menu.Trigger asChild>
              <Button size="lg" variant="outline">
                {say(m.addType)}
                <ChevronDownIcon />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56" maxW="min(22rem, calc(100vw - 2rem))">
                  {QUESTION_TYPES.map((type) => {
                    const refused = anonymous && isIdentityQuestion({ type });
                    return (
                      <Menu.Item
                        key={type}
                        value={type}
                        minH="11"
                        textStyle="md"
                        disabled={refused}
                        // Readable, not faded: the line under it says why it cannot be added.
                        _disabled={{ opacity: 1, color: 'fg.muted', cursor: 'not-allowed' }}
                        flexDirection="column"
                        alignItems="flex-start"
                        gap="0"
                      >
                        {say(QUESTION_TYPE_MESSAGES[type])}
                        {refused && (
                          <Text as="span" textStyle="xs" color="fg.muted" whiteSpace="normal">
                            {say(m.notOnAnonymous)}
                          </Text>
                        )}
                      </Menu.Item>
                    );
                  })}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Flex>

        {listProblem && (
          <Text color="fg.error" fontWeight="medium" role="alert">
            {listProblem}
          </Text>
        )}

        {questions.length === 0 ? (
          <Box borderWidth="1px" borderStyle="dashed" borderRadius="l2" p="6" textAlign="center">
            <Text fontWeight="medium">{say(m.none)}</Text>
            <Text color="fg.muted" textStyle="sm">
              {say(m.noneText)}
            </Text>
          </Box>
        ) : (
          <Stack as="ol" gap="4" listStyleType="none" ps="0">
            {questions.map((question, index) => (
              <QuestionItem
                key={question.key}
                question={question}
                index={index}
                count={questions.length}
                idFor={(part) => idFor(question.key, part)}
                editing={editing.includes(question.key)}
                problem={
                  problems[question.key] ??
                  (anonymous && isIdentityQuestion(question)
                    ? say(m.identityOnAnonymous)
                    : undefined)
                }
                onMove={(delta) => move(index, delta)}
                onRemove={() => remove(index)}
                onRequiredChange={(required) => setRequired(question.key, required)}
                onEdit={() => openEditor(question.key)}
                onCancelEdit={() => closeEditor(question.key)}
                onSave={saveQuestion}
              />
            ))}
          </Stack>
        )}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Card.Body>
      <ConfirmDialog
        open={confirmRemove !== null}
        title={say(m.removeTitle)}
        confirmLabel={say(m.removeQuestion)}
        destructive
        onConfirm={() => {
          const index = confirmRemove;
          setConfirmRemove(null);
          if (index !== null) remove(index, true);
        }}
        onCancel={() => setConfirmRemove(null)}
      >
        {say(m.removeText, { count: responseCount })}
      </ConfirmDialog>
    </Card.Root>
  );
}

interface QuestionItemProps {
  question: DraftQuestion;
  index: number;
  count: number;
  idFor: (part: string) => string;
  editing: boolean;
  problem?: string;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  onRequiredChange: (required: boolean) => void;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (question: DraftQuestion) => void;
}

function QuestionItem({
  question,
  index,
  count,
  idFor,
  editing,
  problem,
  onMove,
  onRemove,
  onRequiredChange,
  onEdit,
  onCancelEdit,
  onSave,
}: QuestionItemProps) {
  const number = index + 1;
  const textId = idFor('text');
  const intl = useAppIntl();
  const say = intl.formatMessage;
  const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      borderColor={problem ? 'border.error' : 'border'}
      p={{ base: '3', sm: '4' }}
      aria-labelledby={textId}
      data-question-type={question.type}
      data-question-key={question.key}
    >
      <Stack gap="3">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text as="span" fontWeight="semibold" color="fg.muted" textStyle="sm">
              {say(m.number, { number })}
            </Text>
            <Badge variant="subtle" colorPalette="gray">
              {say(QUESTION_TYPE_MESSAGES[question.type])}
            </Badge>
          </HStack>
          <Heading as="h3" size="md" id={textId} wordBreak="break-word">
            {question.text}
          </Heading>
          <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
            {describeOptions(question, intl)}
          </Text>
        </Stack>
        {problem && (
          <Text color="fg.error" fontWeight="medium" textStyle="sm">
            {problemText(problem, intl)}
          </Text>
        )}
        <Flex gap="2" wrap="wrap" align="center" justify="space-between">
          <CheckboxField
            label={<>{say(m.required, { number, hidden })}</>}
            checked={question.required}
            onChange={onRequiredChange}
          />
          <HStack gap="1" wrap="wrap">
            <IconButton
              id={idFor('up')}
              aria-label={say(m.moveUpLabel, { number })}
              title={say(m.moveUp)}
              variant="ghost"
              size="lg"
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              id={idFor('down')}
              aria-label={say(m.moveDownLabel, { number })}
              title={say(m.moveDown)}
              variant="ghost"
              size="lg"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDownIcon />
            </IconButton>
            <Button
              id={idFor('edit')}
              variant="ghost"
              size="lg"
              px="3"
              aria-expanded={editing}
              disabled={editing}
              onClick={onEdit}
            >
              <PencilIcon />
              {say(m.edit, { number, hidden })}
            </Button>
            <IconButton
              aria-label={say(m.removeLabel, { number })}
              title={say(m.remove)}
              variant="ghost"
              colorPalette="red"
              size="lg"
              onClick={onRemove}
            >
              <TrashIcon />
            </IconButton>
          </HStack>
        </Flex>
        {editing && (
          <QuestionEditForm
            question={question}
            number={number}
            onSave={onSave}
            onCancel={onCancelEdit}
          />
        )}
      </Stack>
    </Box>
  );
}
