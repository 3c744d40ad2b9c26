import { Alert, Box, Button, Card, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Survey } from '#shared/api/surveys';
import { TextareaField, TextField } from '../../../components/form-field';
import { StaleVersionDialog } from '../../../components/stale-version-dialog';
import { paths } from '../../../lib/paths';
import { identityQuestionIndexes, type SurveyDraft } from '../survey-draft';
import { formatScheduledDate } from '../survey-format';
import { SURVEY_MESSAGES } from '../survey-messages';
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
        <Button size="lg" variant="outline" onClick={() => dispatch({ type: 'templatesOpened' })}>
          Templates
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() => dispatch({ type: 'settingsOpened', open: true })}
        >
          Settings
        </Button>
        {survey && (
          <Button
            size="lg"
            variant="outline"
            onClick={() => dispatch({ type: 'sendOpened', open: true })}
          >
            Send
          </Button>
        )}
        <Box flex="1" />
        <Button
          size="lg"
          colorPalette="blue"
          loading={state.saving}
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
              dispatch({ type: 'problemCleared', part: 'title' });
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
                value={state.prompt}
                maxLength={500}
                error={state.promptError}
                onChange={(event) => {
                  dispatch({ type: 'promptChanged', prompt: event.target.value });
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
        onConfirm={applyPending}
        onCancel={() => dispatch({ type: 'templateCancelled' })}
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
        onConfirm={leave}
        onCancel={() => blocker.reset?.()}
      >
        Your changes to this survey have not been saved.
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
