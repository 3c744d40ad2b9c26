import { Alert, Box, Button, Card, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Survey } from '#shared/api/surveys';
import { TextareaField, TextField } from '../../../components/form-field';
import { StaleVersionDialog } from '../../../components/stale-version-dialog';
import { useAppIntl } from '../../../i18n/intl';
import { paths } from '../../../lib/paths';
import { identityQuestionIndexes, type SurveyDraft } from '../survey-draft';
import { formatScheduledDate } from '../survey-format';
import { editorMessages as m } from '../messages';
import type { SurveyIntl } from '../survey-intl';
import { useSurveyEditor } from '../use-survey-editor';
import { ConfirmDialog } from './confirm-dialog';
import { InvitationsCard } from './invitations-card';
import { QuestionsCard } from './questions-card';
import { SendSurveyDialog } from './send-survey-dialog';
import { SettingsDialog } from './settings-dialog';
import { SurveyTeamsField, TeamPickerField } from './survey-teams-field';
import { TemplatesDialog } from './templates-dialog';
import { SurveyTranslations } from './survey-translations';

/** `repeats`: how often recurring automations send the survey ('weekly'), from the Calendar. */
function settingsSummary(draft: SurveyDraft, repeats: readonly string[], intl: SurveyIntl): string {
  const say = intl.formatMessage;
  const frequencies = [...new Set(repeats)].map((frequency) => say(m.frequency, { frequency }));
  const parts = [
    draft.isAnonymous
      ? say(m.anonymousGroups, { threshold: draft.anonymityThreshold || '?' })
      : say(m.notAnonymous),
    say(draft.allowMultipleResponses ? m.multipleAllowed : m.onePerPerson),
    say(draft.acceptingResponses ? m.accepting : m.closedToResponses),
    say(draft.openLinkEnabled ? m.openLinkOn : m.personalOnly),
    draft.scheduledDate
      ? say(m.scheduledFor, {
          date: formatScheduledDate(draft.scheduledDate, undefined, intl.locale),
        })
      : repeats.length === 0
        ? say(m.notScheduled)
        : null,
    repeats.length > 0
      ? say(m.repeats, { frequencies: intl.formatList(frequencies, { type: 'conjunction' }) })
      : null,
    draft.reminderEnabled && draft.reminderDays.length > 0
      ? say(m.remindersAfter, { days: draft.reminderDays.join(', ') })
      : say(m.noReminders),
  ];
  return `${parts.filter(Boolean).join(' · ')}.`;
}

/**
 * The survey editor: details, teams, templates, settings and questions, saved together with
 * 'Save Survey'. Leaving with unsaved changes asks first (in the app and on reload or close).
 */
export function SurveyEditor({ survey }: { survey?: Survey }) {
  const {
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
  } = useSurveyEditor(survey);
  const { draft, restored, problems, editing, teamId, pendingTemplate } = state;
  const intl = useAppIntl();
  const say = intl.formatMessage;

  const heading = say(isNew ? m.createTitle : m.editTitle);
  const restoredAt = restored
    ? intl.formatDate(restored.savedAt, { dateStyle: 'medium', timeStyle: 'short' })
    : '';

  return (
    <Stack gap="6">
      <title>{say(m.pageTitle, { isNew: String(isNew) })}</title>
      <Flex justify="space-between" align="flex-start" gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {heading}
          </Heading>
          <Text color="fg.muted" aria-live="polite">
            {say(dirty ? m.unsaved : isNew ? m.notSavedYet : m.allSaved)}
          </Text>
        </Stack>
        <IconButton
          asChild
          variant="ghost"
          size="lg"
          aria-label={say(m.closeEditor)}
          title={say(m.close)}
        >
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
            <Alert.Title id="restored-draft-title">{say(m.restoredTitle)}</Alert.Title>
            <Alert.Description>
              {say(m.restoredText, { when: restoredAt, isNew: String(isNew) })}
            </Alert.Description>
          </Alert.Content>
          <Button size="lg" variant="outline" onClick={discardRestored}>
            {say(m.discardChanges)}
          </Button>
        </Alert.Root>
      )}

      <Flex gap="3" wrap="wrap" align="center">
        <Button size="lg" variant="outline" onClick={() => dispatch({ type: 'templatesOpened' })}>
          {say(m.templates)}
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() => dispatch({ type: 'settingsOpened', open: true })}
        >
          {say(m.settings)}
        </Button>
        {survey && (
          <Button
            size="lg"
            variant="outline"
            onClick={() => dispatch({ type: 'sendOpened', open: true })}
          >
            {say(m.send)}
          </Button>
        )}
        <Box flex="1" />
        <Button
          size="lg"
          colorPalette="blue"
          loading={state.saving}
          loadingText={say(m.saving)}
          onClick={() => void save()}
          width={{ base: 'full', sm: 'auto' }}
        >
          {say(m.saveSurvey)}
        </Button>
      </Flex>

      <Card.Root variant="outline" as="section" aria-labelledby="survey-details-heading">
        <Card.Body gap="5">
          <Heading as="h2" size="lg" id="survey-details-heading">
            {say(m.details)}
          </Heading>
          <TextField
            ref={titleRef}
            label={say(m.title)}
            required
            maxLength={200}
            value={draft.title}
            error={problems.title}
            onChange={(event) => {
              change({ title: event.target.value });
              dispatch({ type: 'problemCleared', part: 'title' });
            }}
          />
          <TextareaField
            label={say(m.description)}
            rows={3}
            maxLength={2000}
            value={draft.description}
            error={problems.description}
            onChange={(event) => {
              change({ description: event.target.value });
              dispatch({ type: 'problemCleared', part: 'description' });
            }}
          />
          {survey ? (
            <SurveyTeamsField surveyId={survey.id} />
          ) : (
            <TeamPickerField
              value={teamId}
              onChange={(id) => dispatch({ type: 'teamChanged', teamId: id })}
            />
          )}
          <Stack gap="1">
            <Text fontWeight="medium" textStyle="sm">
              {say(m.settings)}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {settingsSummary(
                draft,
                repeating
                  .filter((automation) => automation.frequency !== 'once')
                  .map((automation) => automation.frequency),
                intl,
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
              {say(m.generateHeading)}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {say(m.generateText)}
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
                label={say(m.describeLabel)}
                placeholder={say(m.describePlaceholder)}
                value={state.prompt}
                maxLength={500}
                error={state.promptError}
                onChange={(event) => {
                  dispatch({ type: 'promptChanged', prompt: event.target.value });
                }}
              />
            </Box>
            <Button type="submit" size="lg" variant="outline" mb={{ base: '0', sm: '1.5' }}>
              {say(m.generate)}
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Box ref={questionsRef}>
        {survey?.isAnonymous && anonymityLocked && (
          <Alert.Root status="info" mb="4" data-testid="questions-locked">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{say(m.questionsLocked)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <QuestionsCard
          anonymous={draft.isAnonymous}
          questions={draft.questions}
          onQuestionsChange={(questions) => dispatch({ type: 'questionsChanged', questions })}
          editing={editing}
          onEditingChange={(keys) => dispatch({ type: 'editingChanged', editing: keys })}
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
          onSend={() => dispatch({ type: 'sendOpened', open: true })}
        />
      )}

      <TemplatesDialog
        open={state.templatesOpen}
        onClose={() => dispatch({ type: 'templatesClosed' })}
        onPick={pickTemplate}
        preview={state.generated}
        previewNote={state.generatedNote}
      />
      <SettingsDialog
        open={state.settingsOpen}
        onClose={() => dispatch({ type: 'settingsOpened', open: false })}
        settings={draft}
        onChange={(patch) => {
          change(patch);
          dispatch({ type: 'problemCleared', part: 'settings' });
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
          survey={state.sendOpen ? survey : null}
          onClose={() => dispatch({ type: 'sendOpened', open: false })}
          notice={dirty ? say(m.sendNotice) : undefined}
        />
      )}
      <ConfirmDialog
        open={pendingTemplate !== null}
        title={say(m.replaceTitle)}
        confirmLabel={say(m.applyTemplate)}
        onConfirm={applyPending}
        onCancel={() => dispatch({ type: 'templateCancelled' })}
      >
        {pendingTemplate &&
          say(m.replaceText, { name: pendingTemplate.name, count: draft.questions.length })}
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={say(m.leaveTitle)}
        confirmLabel={say(m.leave)}
        cancelLabel={say(m.stay)}
        destructive
        onConfirm={leave}
        onCancel={() => blocker.reset?.()}
      >
        {say(m.leaveText)}
      </ConfirmDialog>
      <StaleVersionDialog
        open={state.conflict}
        thing="survey"
        busy={state.resolving}
        onReload={() => void reloadTheirs()}
        onKeep={() => void keepMine()}
        onClose={() => dispatch({ type: 'conflicted', open: false })}
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
