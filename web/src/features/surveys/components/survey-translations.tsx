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
import { useAppIntl } from '../../../i18n/intl';
import { translationsMessages as m } from '../messages';
import type { DraftQuestion, SurveyDraft } from '../survey-draft';
import {
  languageName,
  missingLabel,
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
  const { formatMessage: say } = useAppIntl();

  return (
    <Card.Root variant="outline" aria-labelledby={headingId} as="section">
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {say(m.heading)}
        </Heading>
        <Text color="fg.muted">{say(m.intro)}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Flex gap="4" wrap="wrap" align="flex-end">
            <Box flex="1" minW="12rem">
              <SelectField
                label={say(m.defaultLanguage)}
                value={defaultLanguage}
                onChange={(value) => languages.setDefaultLanguage(value as SurveyLanguage)}
                options={SURVEY_LANGUAGES.map((tag) => ({ value: tag, label: languageName(tag) }))}
              />
            </Box>
            {addable.length > 0 ? (
              <Flex gap="2" align="flex-end" flex="1" minW="12rem" wrap="wrap">
                <Box flex="1" minW="10rem">
                  <SelectField
                    label={say(m.addTranslation)}
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
                  {say(m.addLanguage)}
                </Button>
              </Flex>
            ) : null}
          </Flex>

          {translated.length > 0 ? (
            <Stack gap="2" as="ul" listStyleType="none" aria-label={say(m.translations)}>
              {missing.map(({ language, missing: gaps }) => (
                <Flex as="li" key={language} gap="3" align="center" wrap="wrap">
                  <Text fontWeight="semibold" minW="8rem">
                    {languageName(language)}
                  </Text>
                  <Text color={gaps.length === 0 ? 'fg.success' : 'fg.warning'}>
                    {gaps.length === 0
                      ? say(m.complete)
                      : say(m.missingCount, { count: gaps.length })}
                  </Text>
                  <Flex gap="2" ms="auto">
                    <Button
                      size="sm"
                      variant={editing === language ? 'solid' : 'outline'}
                      aria-pressed={editing === language}
                      onClick={() => languages.edit(language)}
                    >
                      {say(m.edit, { language: languageName(language) })}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => languages.remove(language)}
                    >
                      {say(m.remove, { language: languageName(language) })}
                    </Button>
                  </Flex>
                </Flex>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">{say(m.none, { language: languageName(defaultLanguage) })}</Text>
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
  const intl = useAppIntl();
  const say = intl.formatMessage;
  return (
    <Stack gap="4" as="section" aria-label={say(m.section, { language: name })}>
      {missing.length > 0 ? (
        <Alert.Root status="warning" data-testid="missing-translations">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{say(m.missingTitle, { language: name })}</Alert.Title>
            <Alert.Description>
              {say(m.missingText, {
                language: name,
                defaultLanguage: languageName(defaultLanguage),
                parts: missing.map((gap) => missingLabel(gap.label, intl)).join(', '),
              })}
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
        <Text fontWeight="semibold">
          {say(m.defaultColumn, { language: languageName(defaultLanguage) })}
        </Text>
        <Text fontWeight="semibold">{name}</Text>
      </Grid>
      <Row
        label={say(m.title)}
        source={draft.title}
        sourceLanguage={defaultLanguage}
        language={language}
        value={text({ kind: 'title' })}
        maxLength={200}
        onChange={(value) => setText({ kind: 'title' }, value)}
      />
      {draft.description.trim() ? (
        <Row
          label={say(m.description)}
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
  const { formatMessage: say } = useAppIntl();
  const name = say(m.question, { number: index + 1 });
  const { id } = question;
  if (!id) {
    return (
      <Box borderTopWidth="1px" pt="3">
        <Text fontWeight="semibold">{name}</Text>
        <Text color="fg.muted">{say(m.saveFirst, { text: question.text })}</Text>
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
          say(m.choice, { question: name, number: i + 1 }),
          choice,
          { kind: 'choice', id, index: i, count: choices.length },
          200,
        ),
      )}
      {labels.length === 2
        ? ([0, 1] as const).map((i) =>
            row(
              say(i === 0 ? m.lowestLabel : m.highestLabel, { question: name }),
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
  const { formatMessage: say } = useAppIntl();
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
          {say(m.inLanguage, {
            label,
            language: languageName(language),
            missing: String(untranslated),
          })}
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
