import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Grid,
  Heading,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { SURVEY_LANGUAGES, type SurveyLanguage } from '#shared/domain/survey-languages';
import type { DraftQuestion, SurveyDraft } from '../survey-draft';
import {
  languageName,
  textOf,
  useSurveyTranslations,
  type TranslationPart,
} from '../survey-translations';
import { SelectField } from './fields';

interface SurveyTranslationsProps {
  draft: SurveyDraft;
  change: (patch: Partial<SurveyDraft>) => void;
}

/**
 * The editor's "Languages" section (decision 0059): the survey's default language, its
 * translations, and each translation edited beside the default text, with what is still
 * untranslated listed per language (a warning: saving is never blocked by it).
 */
export function SurveyTranslations({ draft, change }: SurveyTranslationsProps) {
  const languages = useSurveyTranslations(draft, change);
  const { defaultLanguage, translated, addable, editing, translation, missing } = languages;
  const [adding, setAdding] = useState<SurveyLanguage | ''>('');
  const toAdd = adding && addable.includes(adding) ? adding : (addable[0] ?? '');
  const headingId = useId();

  return (
    <Card.Root variant="outline" aria-labelledby={headingId} as="section">
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          Languages
        </Heading>
        <Text color="fg.muted">
          The default language is the one the survey&apos;s own text is written in. Respondents see
          the survey in their browser&apos;s language when it is translated, and can switch. Answers
          in every language count together.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Flex gap="4" wrap="wrap" align="flex-end">
            <Box flex="1" minW="12rem">
              <SelectField
                label="Default language"
                value={defaultLanguage}
                onChange={(value) => languages.setDefaultLanguage(value as SurveyLanguage)}
                options={SURVEY_LANGUAGES.map((tag) => ({ value: tag, label: languageName(tag) }))}
              />
            </Box>
            {addable.length > 0 ? (
              <Flex gap="2" align="flex-end" flex="1" minW="12rem">
                <Box flex="1">
                  <SelectField
                    label="Add a translation"
                    value={toAdd}
                    onChange={(value) => setAdding(value as SurveyLanguage)}
                    options={addable.map((tag) => ({ value: tag, label: languageName(tag) }))}
                  />
                </Box>
                <Button
                  size="lg"
                  variant="outline"
                  onClick={() => {
                    if (toAdd) languages.add(toAdd);
                    setAdding('');
                  }}
                >
                  Add language
                </Button>
              </Flex>
            ) : null}
          </Flex>

          {translated.length > 0 ? (
            <Stack gap="2" as="ul" listStyleType="none" aria-label="Translations">
              {missing.map(({ language, missing: gaps }) => (
                <Flex as="li" key={language} gap="3" align="center" wrap="wrap">
                  <Text fontWeight="semibold" minW="8rem">
                    {languageName(language)}
                  </Text>
                  <Text color={gaps.length === 0 ? 'fg.success' : 'fg.warning'}>
                    {gaps.length === 0
                      ? 'Complete'
                      : `${gaps.length} missing ${gaps.length === 1 ? 'translation' : 'translations'}`}
                  </Text>
                  <Flex gap="2" ms="auto">
                    <Button
                      size="sm"
                      variant={editing === language ? 'solid' : 'outline'}
                      aria-pressed={editing === language}
                      onClick={() => languages.edit(language)}
                    >
                      Edit {languageName(language)}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => languages.remove(language)}
                    >
                      Remove {languageName(language)}
                    </Button>
                  </Flex>
                </Flex>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">
              No translations yet: the survey is shown in {languageName(defaultLanguage)} only.
            </Text>
          )}

          {editing && translation ? (
            <TranslationEditor
              language={editing}
              defaultLanguage={defaultLanguage}
              draft={draft}
              text={(part) => textOf(translation, part)}
              setText={languages.setText}
              missing={missing.find((m) => m.language === editing)?.missing ?? []}
            />
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface TranslationEditorProps {
  language: SurveyLanguage;
  defaultLanguage: SurveyLanguage;
  draft: SurveyDraft;
  text: (part: TranslationPart) => string;
  setText: (part: TranslationPart, text: string) => void;
  missing: { label: string }[];
}

/** The default text on the left, read-only; the translation's inputs on the right. */
function TranslationEditor({
  language,
  defaultLanguage,
  draft,
  text,
  setText,
  missing,
}: TranslationEditorProps) {
  const name = languageName(language);
  return (
    <Stack gap="4" as="section" aria-label={`${name} translation`}>
      {missing.length > 0 ? (
        <Alert.Root status="warning" data-testid="missing-translations">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Missing translation in {name}</Alert.Title>
            <Alert.Description>
              Respondents reading in {name} see the {languageName(defaultLanguage)} text for:{' '}
              {missing.map((m) => m.label).join(', ')}. You can save now and finish later.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Grid
        templateColumns={{ base: '1fr', md: '1fr 1fr' }}
        columnGap="4"
        rowGap="1"
        display={{ base: 'none', md: 'grid' }}
        aria-hidden="true"
      >
        <Text fontWeight="semibold">{languageName(defaultLanguage)} (default)</Text>
        <Text fontWeight="semibold">{name}</Text>
      </Grid>
      <Row
        label="Title"
        source={draft.title}
        sourceLanguage={defaultLanguage}
        language={language}
        value={text({ kind: 'title' })}
        maxLength={200}
        onChange={(value) => setText({ kind: 'title' }, value)}
      />
      {draft.description.trim() ? (
        <Row
          label="Description"
          source={draft.description}
          sourceLanguage={defaultLanguage}
          language={language}
          value={text({ kind: 'description' })}
          maxLength={2000}
          multiline
          onChange={(value) => setText({ kind: 'description' }, value)}
        />
      ) : null}
      {draft.questions.map((question, index) => (
        <QuestionRows
          key={question.key}
          question={question}
          index={index}
          sourceLanguage={defaultLanguage}
          language={language}
          text={text}
          setText={setText}
        />
      ))}
    </Stack>
  );
}

function QuestionRows({
  question,
  index,
  sourceLanguage,
  language,
  text,
  setText,
}: {
  question: DraftQuestion;
  index: number;
  sourceLanguage: SurveyLanguage;
  language: SurveyLanguage;
  text: (part: TranslationPart) => string;
  setText: (part: TranslationPart, text: string) => void;
}) {
  const name = `Question ${index + 1}`;
  const { id } = question;
  if (!id) {
    return (
      <Box borderTopWidth="1px" pt="3">
        <Text fontWeight="semibold">{name}</Text>
        <Text color="fg.muted">
          {question.text}: save the survey first to translate this new question.
        </Text>
      </Box>
    );
  }
  const options = question.options as { choices?: unknown; labels?: unknown } | undefined;
  const choices = Array.isArray(options?.choices) ? (options.choices as string[]) : [];
  const labels =
    question.type === 'rating' && Array.isArray(options?.labels)
      ? (options.labels as string[])
      : [];
  const row = (label: string, source: string, part: TranslationPart, maxLength: number) => (
    <Row
      key={label}
      label={label}
      source={source}
      sourceLanguage={sourceLanguage}
      language={language}
      value={text(part)}
      maxLength={maxLength}
      onChange={(value) => setText(part, value)}
    />
  );
  return (
    <Stack gap="3" borderTopWidth="1px" pt="3">
      {row(name, question.text, { kind: 'question', id }, 500)}
      {choices.map((choice, i) =>
        row(
          `${name}, choice ${i + 1}`,
          choice,
          { kind: 'choice', id, index: i, count: choices.length },
          200,
        ),
      )}
      {labels.length === 2
        ? ([0, 1] as const).map((i) =>
            row(
              `${name}, ${i === 0 ? 'lowest' : 'highest'} label`,
              labels[i] ?? '',
              { kind: 'label', id, index: i },
              60,
            ),
          )
        : null}
    </Stack>
  );
}

interface RowProps {
  label: string;
  source: string;
  sourceLanguage: SurveyLanguage;
  language: SurveyLanguage;
  value: string;
  maxLength: number;
  multiline?: boolean;
  onChange: (value: string) => void;
}

/** One text: the default (read-only, in its own language) beside its translation's input. */
function Row({
  label,
  source,
  sourceLanguage,
  language,
  value,
  maxLength,
  multiline,
  onChange,
}: RowProps) {
  const sourceId = useId();
  const untranslated = value.trim() === '';
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '1', md: '4' }}>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text id={sourceId} lang={sourceLanguage} whiteSpace="pre-wrap" wordBreak="break-word">
          {source || '—'}
        </Text>
      </Box>
      <Field.Root>
        <Field.Label fontSize="sm" color="fg.muted">
          {label} in {languageName(language)}
          {untranslated ? ' (missing)' : ''}
        </Field.Label>
        {multiline ? (
          <Textarea
            lang={language}
            value={value}
            maxLength={maxLength}
            aria-describedby={sourceId}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        ) : (
          <Input
            lang={language}
            size="lg"
            value={value}
            maxLength={maxLength}
            aria-describedby={sourceId}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        )}
      </Field.Root>
    </Grid>
  );
}
