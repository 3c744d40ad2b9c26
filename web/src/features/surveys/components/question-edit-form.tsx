import { Box, Button, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MIN_MULTIPLE_CHOICES, TEXT_MAX_LENGTH_LIMIT } from '#shared/api/surveys';
import { QUESTION_DEFAULTS } from '#shared/domain/question-defaults';
import { TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { questionFormMessages as m } from '../messages';
import {
  nextChoice,
  questionForm,
  questionFromForm,
  type DraftQuestion,
  type QuestionForm,
  type QuestionFormErrors,
  type QuestionFormField,
  type RatingScaleChoice,
} from '../survey-draft';
import { CheckboxField, SelectField } from './fields';
import { PlusIcon, TrashIcon } from './icons';

interface QuestionEditFormProps {
  question: DraftQuestion;
  /** 1-based, for labels that say which question this is. */
  number: number;
  onSave: (question: DraftQuestion) => void;
  onCancel: () => void;
}

const SCALE_OPTIONS = [
  { value: '5', label: m.scale5 },
  { value: '10', label: m.scale10 },
  { value: '0-10', label: m.scaleEnps },
] as const;

const scaleChoice = (value: string): RatingScaleChoice =>
  value === '10' || value === '0-10' ? value : '5';

/**
 * Edits one question: its text and the options its type has ('Required' is on the card). Save
 * checks it with the server's question schema ('Question text cannot be empty', distinct
 * choices, min not above max...) and keeps the editor open, with the problems on the fields,
 * until it passes.
 */
export function QuestionEditForm({ question, number, onSave, onCancel }: QuestionEditFormProps) {
  const [form, setForm] = useState<QuestionForm>(() => questionForm(question));
  const [errors, setErrors] = useState<QuestionFormErrors>({});
  const [choiceAt, setChoiceAt] = useState<{ index: number; message: string }>();
  const formRef = useRef<HTMLFormElement>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const intl = useAppIntl();
  const say = intl.formatMessage;
  // 'Choice 2: Choices must not be empty' belongs on that choice; the rest on the list.
  const choiceProblem = errors.choices ? choiceAt : undefined;

  useEffect(() => {
    const input = textRef.current;
    input?.focus();
    // A new question carries its type's default text ('Rating Question', spec 2 §3): it opens
    // selected, so the first key typed replaces it rather than adding to it.
    if (input && input.value === QUESTION_DEFAULTS[question.type].text) input.select();
    // Only when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = <K extends keyof QuestionForm>(field: K, value: QuestionForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as QuestionFormField];
      return next;
    });
  };

  const setChoices = (choices: string[]) => update('choices', choices);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = questionFromForm(question, form, intl);
    if (!result.ok) {
      setErrors(result.errors);
      setChoiceAt(result.choice);
      // The first field with a problem takes focus, so it is read out with its message.
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    onSave(result.question);
  };

  const isChoice = question.type === 'multiple_choice' || question.type === 'checkbox';
  // A multiple-choice question keeps two choices; a checkbox list may be one ('I agree').
  const minChoices = question.type === 'multiple_choice' ? MIN_MULTIPLE_CHOICES : 1;

  return (
    <Box asChild borderTopWidth="1px" pt="4">
      <form ref={formRef} onSubmit={save} noValidate aria-label={say(m.form, { number })}>
        <Stack gap="4">
          <TextField
            ref={textRef}
            label={say(m.text)}
            value={form.text}
            maxLength={500}
            required
            error={errors.text}
            onChange={(event) => update('text', event.target.value)}
          />

          {isChoice && (
            <Box as="fieldset" minW="0">
              <Box as="legend" fontWeight="medium" textStyle="sm" mb="2">
                {say(m.choices)}
              </Box>
              <Stack gap="2" as="ol" listStyleType="none" ps="0">
                {form.choices.map((choice, index) => (
                  <HStack as="li" key={index} align="flex-end" gap="2">
                    <Box flex="1" minW="0">
                      <TextField
                        label={say(m.choice, { number: index + 1 })}
                        value={choice}
                        maxLength={200}
                        error={choiceProblem?.index === index ? choiceProblem.message : undefined}
                        onChange={(event) => {
                          const next = [...form.choices];
                          next[index] = event.target.value;
                          setChoices(next);
                        }}
                      />
                    </Box>
                    <IconButton
                      aria-label={say(m.removeChoice, { number: index + 1 })}
                      title={say(m.removeChoice, { number: index + 1 })}
                      variant="outline"
                      size="lg"
                      mb={choiceProblem?.index === index ? '7' : '1.5'}
                      disabled={form.choices.length <= minChoices}
                      onClick={() => setChoices(form.choices.filter((_, i) => i !== index))}
                    >
                      <TrashIcon />
                    </IconButton>
                  </HStack>
                ))}
              </Stack>
              <Text aria-live="polite" color="fg.error" textStyle="sm" fontWeight="medium">
                {choiceProblem ? null : errors.choices}
              </Text>
              {/* Why the remove buttons went grey. */}
              {question.type === 'multiple_choice' && form.choices.length <= minChoices && (
                <Text textStyle="sm" color="fg.muted" data-testid="choices-minimum">
                  {say(m.minimum)}
                </Text>
              )}
              <Box mt="2">
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => setChoices([...form.choices, nextChoice(form.choices)])}
                >
                  <PlusIcon />
                  {say(m.addChoice)}
                </Button>
              </Box>
            </Box>
          )}

          {question.type === 'rating' && (
            <Stack gap="2">
              <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
                <SelectField
                  label={say(m.scale)}
                  value={form.scaleMax}
                  options={SCALE_OPTIONS.map((option) => ({ ...option, label: say(option.label) }))}
                  error={errors.scaleMax}
                  onChange={(value) => update('scaleMax', scaleChoice(value))}
                />
                <TextField
                  label={say(m.labelFor, { value: form.scaleMax === '0-10' ? 0 : 1 })}
                  value={form.lowLabel}
                  maxLength={60}
                  error={errors.lowLabel}
                  onChange={(event) => update('lowLabel', event.target.value)}
                />
                <TextField
                  label={say(m.labelFor, { value: form.scaleMax === '5' ? 5 : 10 })}
                  value={form.highLabel}
                  maxLength={60}
                  error={errors.highLabel}
                  onChange={(event) => update('highLabel', event.target.value)}
                />
              </Grid>
              {form.scaleMax === '0-10' && (
                <Text textStyle="sm" color="fg.muted">
                  {say(m.enpsNote)}
                </Text>
              )}
            </Stack>
          )}

          {(question.type === 'text' || question.type === 'textarea') && (
            <TextField
              label={say(m.maxLength)}
              type="number"
              inputMode="numeric"
              min={1}
              max={TEXT_MAX_LENGTH_LIMIT}
              value={form.maxLength}
              error={errors.maxLength}
              hint={say(m.maxLengthHint, { max: String(TEXT_MAX_LENGTH_LIMIT) })}
              onChange={(event) => update('maxLength', event.target.value)}
            />
          )}

          {question.type === 'number' && (
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <TextField
                label={say(m.min)}
                type="number"
                value={form.min}
                error={errors.min}
                onChange={(event) => update('min', event.target.value)}
              />
              <TextField
                label={say(m.max)}
                type="number"
                value={form.max}
                error={errors.max}
                onChange={(event) => update('max', event.target.value)}
              />
            </Grid>
          )}

          {question.type === 'date' && (
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <TextField
                label={say(m.earliest)}
                type="date"
                value={form.minDate}
                error={errors.minDate}
                onChange={(event) => update('minDate', event.target.value)}
              />
              <TextField
                label={say(m.latest)}
                type="date"
                value={form.maxDate}
                error={errors.maxDate}
                onChange={(event) => update('maxDate', event.target.value)}
              />
            </Grid>
          )}

          {question.type === 'email' && (
            <CheckboxField
              label={say(m.requireDomain)}
              checked={form.requireDomain}
              onChange={(checked) => update('requireDomain', checked)}
              hint={say(m.requireDomainHint)}
            />
          )}

          <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
            <Button size="lg" variant="ghost" onClick={onCancel}>
              {say(m.cancel)}
            </Button>
            <Button type="submit" size="lg" colorPalette="blue">
              {say(m.save)}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Box>
  );
}
